import Bowser from "bowser";

export const unknownBrowser = "Browser sconosciuto";

// Bowser's names where a person knows the browser by a shorter one.
const browserNames: Record<string, string> = {
  "Microsoft Edge": "Edge",
  "Samsung Internet for Android": "Samsung Internet",
};

const systemNames: Record<string, string> = { "Chrome OS": "ChromeOS" };

/**
 * A session's browser as a person recognises it, in Italian: 'Chrome 131 su Linux', 'Safari
 * su iPhone'. The major version only, and none for Safari, which comes with the system, so
 * its number says nothing its user chose. An iPhone or iPad is named instead of iOS.
 */
export function deviceLabel(userAgent: string) {
  const parser = Bowser.getParser(userAgent.trim() || " ");
  const browser = parser.getBrowser();
  const name = browser.name ? (browserNames[browser.name] ?? browser.name) : "";
  const major = /^\d+/.exec(browser.version ?? "")?.[0];
  const named = !name ? unknownBrowser : major && name !== "Safari" ? `${name} ${major}` : name;
  const { model } = parser.getPlatform();
  const system = parser.getOSName();
  const where =
    model === "iPhone" || model === "iPad" ? model : system ? (systemNames[system] ?? system) : "";
  return where ? `${named} su ${where}` : named;
}
