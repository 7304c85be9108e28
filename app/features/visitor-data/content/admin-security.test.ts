import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import { auditSubject, shortHash } from "./admin-security";

const hash = crypto.createHash("sha256").update("mario.rossi@example.com").digest("hex");

describe("the audit list's subjects", () => {
  test("a privacy request's hash stands apart from what was found, and shows as its first 12 characters", () => {
    expect(
      auditSubject("data-request-search", `sha256 ${hash}: contatti 1, iscrizioni 0, newsletter 1`),
    ).toEqual({
      hash,
      text: "contatti 1, iscrizioni 0, newsletter 1",
    });
    expect(auditSubject("data-request-export", `sha256 ${hash}`)).toEqual({ hash, text: "" });
    expect(shortHash(hash)).toBe(`sha256 ${hash.slice(0, 12)}…`);
    expect(shortHash(hash)).toHaveLength(20);
  });

  test("contacts, counts and empty subjects are shown as they are", () => {
    expect(auditSubject("view-contact", "42")).toEqual({ text: "Contatto n. 42", hash: null });
    expect(auditSubject("anonymize", "contatti 3, iscrizioni 1")).toEqual({
      text: "contatti 3, iscrizioni 1",
      hash: null,
    });
    expect(auditSubject("view-dashboard", null)).toEqual({ text: "—", hash: null });
    // Not a whole hash: shown as it is.
    expect(auditSubject("data-request-search", `sha256 ${hash.slice(0, 63)}`).hash).toBeNull();
  });
});
