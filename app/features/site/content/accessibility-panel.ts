import { catalogue } from "~/utils/language";

/** The footer's accessibility panel and what its form's address answers to a forged press. */
export const accessibilityPanelCopy = catalogue({
  it: {
    heading: "Accessibilità",
    darkMode: "Modalità scura",
    textSize: "Dimensione testo:",
    fontSizes: { normal: "normale", large: "grande", "extra-large": "molto grande" },
    smaller: "Riduci la dimensione del testo",
    bigger: "Aumenta la dimensione del testo",
    highContrast: "Alto contrasto",
    reset: "Ripristina",
    unknownSetting: "Impostazione non riconosciuta.",
  },
  en: {
    heading: "Accessibility",
    darkMode: "Dark mode",
    textSize: "Text size:",
    fontSizes: { normal: "normal", large: "large", "extra-large": "extra large" },
    smaller: "Decrease the text size",
    bigger: "Increase the text size",
    highContrast: "High contrast",
    reset: "Reset",
    unknownSetting: "Setting not recognised.",
  },
});
