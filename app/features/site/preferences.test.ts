import { describe, expect, test } from "vitest";
import {
  applyPreferenceIntent,
  defaultPreferences,
  preferenceClasses,
  type Preferences,
} from "~/features/site/preferences";

const apply = (start: Preferences, ...intents: Parameters<typeof applyPreferenceIntent>[1][]) =>
  intents.reduce(applyPreferenceIntent, start);

describe("accessibility settings", () => {
  test("font size goes normal → large → extra-large and stops there", () => {
    expect(apply(defaultPreferences, "font-increase").fontSize).toBe("large");
    expect(apply(defaultPreferences, "font-increase", "font-increase").fontSize).toBe(
      "extra-large",
    );
    expect(
      apply(defaultPreferences, "font-increase", "font-increase", "font-increase").fontSize,
    ).toBe("extra-large");
  });

  test("font size goes back down and never below normal", () => {
    const extraLarge = apply(defaultPreferences, "font-increase", "font-increase");
    expect(apply(extraLarge, "font-decrease").fontSize).toBe("large");
    expect(apply(extraLarge, "font-decrease", "font-decrease", "font-decrease").fontSize).toBe(
      "normal",
    );
  });

  test("dark mode and high contrast toggle independently", () => {
    const dark = apply(defaultPreferences, "toggle-dark");
    expect(dark).toEqual({ darkMode: true, fontSize: "normal", highContrast: false });
    const both = apply(dark, "toggle-contrast");
    expect(both).toEqual({ darkMode: true, fontSize: "normal", highContrast: true });
    expect(apply(both, "toggle-dark", "toggle-contrast")).toEqual(defaultPreferences);
  });

  test("reset returns to light, normal text, no contrast", () => {
    const everything = apply(
      defaultPreferences,
      "toggle-dark",
      "toggle-contrast",
      "font-increase",
      "font-increase",
    );
    expect(apply(everything, "reset")).toEqual(defaultPreferences);
  });

  test("the page root carries one class per active setting", () => {
    expect(preferenceClasses(defaultPreferences)).toBe("");
    expect(preferenceClasses({ darkMode: true, fontSize: "large", highContrast: false })).toBe(
      "dark font-large",
    );
    expect(
      preferenceClasses({ darkMode: false, fontSize: "extra-large", highContrast: true }),
    ).toBe("font-extra-large high-contrast");
  });
});
