import { type Language, localizedPath } from "~/utils/language";

export const fontSizes = ["normal", "large", "extra-large"] as const;
export type FontSize = (typeof fontSizes)[number];

export const preferenceIntents = [
  "toggle-dark",
  "font-increase",
  "font-decrease",
  "toggle-contrast",
  "reset",
] as const;
export type PreferenceIntent = (typeof preferenceIntents)[number];

/** The three settings of the accessibility panel, kept under three keys. */
export type Preferences = { darkMode: boolean; fontSize: FontSize; highContrast: boolean };

/** The panel's id: without JavaScript a press comes back to the page right at the panel. */
export const preferencesPanelId = "accessibilita";

/** Where the panel posts: the address of the page's own language, so its answers speak it. */
export const preferencesAction = (language: Language) =>
  localizedPath("/preferenze", language) ?? "/preferenze";

export const defaultPreferences: Preferences = {
  darkMode: false,
  fontSize: "normal",
  highContrast: false,
};

// This module runs on every page, so it stays free of Zod: the schemas live on the server.
export function isPreferenceIntent(value: unknown): value is PreferenceIntent {
  return preferenceIntents.includes(value as PreferenceIntent);
}

function stepFontSize(current: FontSize, step: 1 | -1): FontSize {
  const index = fontSizes.indexOf(current) + step;
  return fontSizes[Math.min(Math.max(index, 0), fontSizes.length - 1)] ?? current;
}

export function applyPreferenceIntent(current: Preferences, intent: PreferenceIntent): Preferences {
  switch (intent) {
    case "toggle-dark":
      return { ...current, darkMode: !current.darkMode };
    case "toggle-contrast":
      return { ...current, highContrast: !current.highContrast };
    case "font-increase":
      return { ...current, fontSize: stepFontSize(current.fontSize, 1) };
    case "font-decrease":
      return { ...current, fontSize: stepFontSize(current.fontSize, -1) };
    case "reset":
      return defaultPreferences;
  }
}

/** The classes the page root carries for these settings. */
export function preferenceClasses(preferences: Preferences) {
  return [
    preferences.darkMode && "dark",
    preferences.fontSize === "large" && "font-large",
    preferences.fontSize === "extra-large" && "font-extra-large",
    preferences.highContrast && "high-contrast",
  ]
    .filter(Boolean)
    .join(" ");
}
