import crypto from "node:crypto";
import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";

const version = "v1";
const ivBytes = 12;
const tagBytes = 16;

// Derived, not the secret itself: the session cookies' key and this one never coincide, and
// a new SESSION_SECRET makes every stored key unreadable rather than readable elsewhere.
const encryptionKey = () =>
  singleton("totp-encryption-key", () =>
    Buffer.from(
      crypto.hkdfSync("sha256", getEnv().SESSION_SECRET, "", "agency totp key encryption", 32),
    ),
  );

/** An authenticator app's key as `users.totpSecret` keeps it: AES-256-GCM, with its IV and tag. */
export function sealTotpKey(key: string) {
  const iv = crypto.randomBytes(ivBytes);
  const cipher = crypto.createCipheriv("aes-256-gcm", encryptionKey(), iv);
  const sealed = Buffer.concat([cipher.update(key, "utf8"), cipher.final()]);
  return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`;
}

/** The key back, or null when the value was altered or sealed under another SESSION_SECRET. */
export function openTotpKey(stored: string) {
  const [prefix, body] = stored.split(":");
  if (prefix !== version || !body) return null;
  const bytes = Buffer.from(body, "base64url");
  if (bytes.length <= ivBytes + tagBytes) return null;
  try {
    const decipher = crypto.createDecipheriv(
      "aes-256-gcm",
      encryptionKey(),
      bytes.subarray(0, ivBytes),
    );
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([
      decipher.update(bytes.subarray(ivBytes + tagBytes)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
