import crypto from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey held in memory, standing in for the authenticator and the browser that asks it:
 * an ES256 key pair whose public half is stored as the site stores a registered one, and
 * which answers a sign-in ceremony's challenge as `navigator.credentials.get` would. Like
 * the synced passkeys of phones and password managers, its counter always stays 0.
 */
export function softwarePasskey(userId: string) {
  const id = crypto.randomBytes(16).toString("base64url");
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  const { x = "", y = "" } = publicKey.export({ format: "jwk" });
  // COSE_Key: kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(x, "base64url")],
      [-3, Buffer.from(y, "base64url")],
    ]),
  );
  return {
    id,
    /** The public key as the `passkeys` table keeps it. */
    publicKey: Buffer.from(coseKey),
    /** The browser's answer (JSON, as the passkey button posts it) to `challenge` at `origin`. */
    answer(challenge: string, origin: string) {
      const clientData = Buffer.from(
        JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false }),
      );
      const rpIdHash = crypto.createHash("sha256").update(new URL(origin).hostname).digest();
      // User present and verified; a counter of 0.
      const authenticatorData = Buffer.concat([rpIdHash, Buffer.from([0x05, 0, 0, 0, 0])]);
      const signed = Buffer.concat([
        authenticatorData,
        crypto.createHash("sha256").update(clientData).digest(),
      ]);
      const signature = crypto.sign("sha256", signed, privateKey);
      return JSON.stringify({
        id,
        rawId: id,
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientData.toString("base64url"),
          authenticatorData: authenticatorData.toString("base64url"),
          signature: signature.toString("base64url"),
          userHandle: Buffer.from(userId).toString("base64url"),
        },
      });
    },
  };
}
