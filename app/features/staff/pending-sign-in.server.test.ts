import { describe, expect, test } from "vitest";
import { openState, sealState } from "~/utils/signed-state.server";
import {
  pendingSignInCookie,
  pendingSignInTtlMs,
  readPendingSignIn,
} from "./pending-sign-in.server";

const pending = { userId: "utente-1", redirectTo: "/admin/utenti" };

const requestWith = (setCookie: string) =>
  new Request("http://localhost:3000/login/verifica", {
    headers: { Cookie: setCookie.split(";")[0] ?? "" },
  });

describe("the pending sign-in", () => {
  const issuedAt = new Date("2026-06-01T10:00:00Z");

  test("reads back within five minutes, with the way back", async () => {
    const cookie = await pendingSignInCookie(pending, issuedAt);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/login/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const justBefore = new Date(issuedAt.getTime() + pendingSignInTtlMs - 1);
    expect(await readPendingSignIn(requestWith(cookie), justBefore)).toEqual({
      ok: true,
      pending,
    });
  });

  test("is refused once five minutes have passed", async () => {
    const cookie = await pendingSignInCookie(pending, issuedAt);
    const expiry = new Date(issuedAt.getTime() + pendingSignInTtlMs);
    expect(await readPendingSignIn(requestWith(cookie), expiry)).toEqual({
      ok: false,
      problem: "expired",
    });
  });

  test("is refused when missing, altered, or signed for another purpose", async () => {
    const cookie = await pendingSignInCookie(pending, issuedAt);
    const value = decodeURIComponent(/^[^=]+=([^;]*)/.exec(cookie)?.[1] ?? "");
    expect(await readPendingSignIn(new Request("http://localhost:3000/"), issuedAt)).toEqual({
      ok: false,
      problem: "missing",
    });
    const raw = JSON.parse(Buffer.from(value, "base64").toString("utf8")) as string;
    const [payload = "", signature = ""] = raw.split(".");
    const changed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      d: { userId: string };
    };
    changed.d.userId = "amministratore";
    const forged = `${Buffer.from(JSON.stringify(changed)).toString("base64url")}.${signature}`;
    expect(openState("second-step", forged, issuedAt)).toEqual({ ok: false, problem: "forged" });

    const otherPurpose = sealState(
      "passkey-challenge",
      pending,
      new Date(issuedAt.getTime() + 60_000),
    );
    expect(openState("second-step", otherPurpose, issuedAt)).toEqual({
      ok: false,
      problem: "forged",
    });
    expect(openState("passkey-challenge", otherPurpose, issuedAt)).toEqual({
      ok: true,
      data: pending,
    });
  });
});
