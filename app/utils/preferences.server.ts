import { createCookie } from "@remix-run/node";
import { defaultPreferences, preferencesSchema, type Preferences } from "~/utils/preferences";
import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";

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

export async function readPreferences(request: Request): Promise<Preferences> {
  const stored: unknown = await cookie().parse(request.headers.get("Cookie"));
  const parsed = preferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultPreferences;
}

export function serializePreferences(preferences: Preferences) {
  return cookie().serialize(preferences);
}
