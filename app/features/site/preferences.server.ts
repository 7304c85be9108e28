import { createCookie } from "@remix-run/node";
import * as z from "zod";
import {
  defaultPreferences,
  fontSizes,
  preferenceIntents,
  type Preferences,
} from "~/features/site/preferences";
import { accessibilityPanelCopy } from "~/features/site/content/accessibility-panel";
import { getEnv } from "~/utils/env.server";
import type { Language } from "~/utils/language";
import { singleton } from "~/utils/singleton.server";

const preferencesSchema = z.object({
  darkMode: z.boolean().catch(false),
  fontSize: z.enum(fontSizes).catch("normal"),
  highContrast: z.boolean().catch(false),
}) satisfies z.ZodType<Preferences>;

/**
 * The form of the footer panel: one submit button per intent, and where to go back to; refused
 * in the language of the page it was sent from.
 */
export const preferencesFormSchema = (language: Language) =>
  z.object({
    intent: z.enum(preferenceIntents, { error: accessibilityPanelCopy[language].unknownSetting }),
    redirectTo: z.string().optional(),
  });

const cookie = () =>
  singleton("preferences-cookie", () =>
    createCookie("preferenze", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: getEnv().isHttps,
      maxAge: 60 * 60 * 24 * 365,
    }),
  );

/** The preferences a `Cookie` header carries; the defaults when it carries none or nonsense. */
export async function preferencesFromCookies(
  cookieHeader: string | null | undefined,
): Promise<Preferences> {
  const stored: unknown = await cookie().parse(cookieHeader ?? null);
  const parsed = preferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultPreferences;
}

export function readPreferences(request: Request): Promise<Preferences> {
  return preferencesFromCookies(request.headers.get("Cookie"));
}

export function serializePreferences(preferences: Preferences) {
  return cookie().serialize(preferences);
}
