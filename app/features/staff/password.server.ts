import crypto from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * One scrypt at a time: each takes a core for some 90 ms, and a burst of sign-ins would
 * otherwise fill Node's four worker threads, starving the thread that answers every other
 * request and the compression that shares those workers. Extra checks wait their turn.
 */
let queue: Promise<unknown> = Promise.resolve();
function scrypt(...args: Parameters<typeof scryptAsync>): Promise<Buffer> {
  const turn = queue.then(() => scryptAsync(...args));
  queue = turn.catch(() => undefined);
  return turn;
}

const params = { N: 2 ** 15, r: 8, p: 1, keylen: 64 };
// N=2^15 needs 32 MiB; Node's default ceiling is exactly that, so leave headroom.
const maxmem = 64 * 1024 * 1024;

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string) {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, params.keylen, {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem,
  });
  return [
    "scrypt",
    params.N,
    params.r,
    params.p,
    salt.toString("base64"),
    hash.toString("base64"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/**
 * Which setting of a password `passwordHash` is, without revealing anything of it: a digest
 * of the stored hash, whose salt is new at every change (to the same password too). What
 * was started with one password is told, by this, from the password set after it.
 */
export const passwordVersionOf = (passwordHash: string) =>
  crypto.createHash("sha256").update(passwordHash).digest("base64url").slice(0, 22);
