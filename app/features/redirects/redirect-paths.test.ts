import { describe, expect, test } from "vitest";
import {
  locationOf,
  matchKeyOf,
  sourceOf,
  targetKeyOf,
  targetOf,
} from "~/features/redirects/redirect-paths";
import { addressesLeavingTheSite } from "../../../tests/support/leaving-addresses";

const site = "https://www.example.it";

describe("matching a request", () => {
  test("the exact path, case kept, one trailing slash ignored", () => {
    expect(matchKeyOf("/vecchio")).toBe("/vecchio");
    expect(matchKeyOf("/vecchio/")).toBe("/vecchio");
    expect(matchKeyOf("/Vecchio")).toBe("/Vecchio");
    expect(matchKeyOf("/vecchio//")).toBe("/vecchio/");
    expect(matchKeyOf("/")).toBe("/");
  });

  test("escapes of ordinary characters match the typed text; reserved ones stay; broken ones match nothing", () => {
    expect(matchKeyOf("/citt%C3%A0")).toBe("/città");
    expect(matchKeyOf("/a%2Fb")).toBe("/a%2Fb");
    expect(matchKeyOf("/%E0%A4%A")).toBeNull();
  });
});

describe("sources", () => {
  test("a path, a path without its slash and an address of this site are taken as the path", () => {
    expect(sourceOf(" /vecchia-pagina/ ", site)).toEqual({ ok: true, value: "/vecchia-pagina" });
    expect(sourceOf("vecchia-pagina", site)).toEqual({ ok: true, value: "/vecchia-pagina" });
    expect(sourceOf(`${site}/Vecchia`, site)).toEqual({ ok: true, value: "/Vecchia" });
    expect(sourceOf("/citt%C3%A0", site)).toEqual({ ok: true, value: "/città" });
    expect(sourceOf("/vecchia%20pagina", site)).toEqual({ ok: true, value: "/vecchia pagina" });
  });

  test("the reserved prefixes are refused in any case, and only as whole segments", () => {
    for (const path of [
      "/admin",
      "/admin/utenti",
      "/Login",
      "/api/articoli",
      "/build/x.js",
      "/UPLOADS/a.png",
    ])
      expect(sourceOf(path, site)).toMatchObject({ ok: false, problem: "reserved" });
    expect(sourceOf("/admin/x", site)).toMatchObject({ prefix: "/admin" });
    expect(sourceOf("/login-vecchio", site)).toEqual({ ok: true, value: "/login-vecchio" });
    expect(sourceOf("/administrator", site)).toEqual({ ok: true, value: "/administrator" });
  });

  test("another site, a query, odd characters and segments are refused", () => {
    expect(sourceOf("", site)).toMatchObject({ problem: "empty" });
    expect(sourceOf("https://altro.example/x", site)).toMatchObject({ problem: "otherSite" });
    expect(sourceOf("/x?a=1", site)).toMatchObject({ problem: "query" });
    expect(sourceOf("/x#a", site)).toMatchObject({ problem: "query" });
    for (const path of ["/a b", "/a\\b", "//x", "/a/../admin", "/a/./b", "/%E0%A4%A"])
      expect(sourceOf(path, site)).toMatchObject({ problem: "invalid" });
    expect(sourceOf(`/${"a".repeat(2000)}`, site)).toMatchObject({ problem: "tooLong" });
  });

  describe("no address that leaves the site, raw, encoded or mixed, is taken as a source", () => {
    for (const [name, text] of Object.entries(addressesLeavingTheSite))
      test(name, () => expect(sourceOf(text, site)).toMatchObject({ ok: false }));
  });
});

describe("targets", () => {
  test("a path keeps its query and fragment; an https address of another site is kept whole", () => {
    expect(targetOf("/servizi/", site)).toEqual({ ok: true, value: "/servizi" });
    expect(targetOf("nuova-pagina/", site)).toEqual({ ok: true, value: "/nuova-pagina" });
    expect(targetOf("/contatti/?servizio=eventi#modulo", site)).toEqual({
      ok: true,
      value: "/contatti?servizio=eventi#modulo",
    });
    expect(targetOf("https://altro.example/pagina?x=1", site)).toEqual({
      ok: true,
      value: "https://altro.example/pagina?x=1",
    });
    expect(targetOf(`${site}/servizi/`, site)).toEqual({ ok: true, value: "/servizi" });
  });

  test("nothing that could send a visitor elsewhere unasked is taken", () => {
    expect(targetOf("//evil.example/x", site)).toMatchObject({ ok: false, problem: "invalid" });
    expect(targetOf("/\\evil.example", site)).toMatchObject({ ok: false, problem: "invalid" });
    expect(targetOf("\\\\evil.example", site)).toMatchObject({ ok: false, problem: "invalid" });
    expect(targetOf("http://altro.example/", site)).toMatchObject({ problem: "notHttps" });
    expect(targetOf("javascript:alert(1)", site)).toMatchObject({ problem: "notHttps" });
    expect(targetOf("data:text/html,x", site)).toMatchObject({ problem: "notHttps" });
    expect(targetOf("https://utente:segreto@altro.example/", site)).toMatchObject({
      problem: "invalid",
    });
    expect(targetOf("https://altro.example/a b", site)).toMatchObject({ problem: "invalid" });
    expect(targetOf(" ", site)).toMatchObject({ problem: "empty" });
  });

  test("a path is stored resolved: dot segments and escapes of ordinary characters", () => {
    expect(targetOf("/blog/../chi-siamo", site)).toEqual({ ok: true, value: "/chi-siamo" });
    expect(targetOf("/%2e%2e/servizi", site)).toEqual({ ok: true, value: "/servizi" });
    expect(targetOf("/citt%C3%A0/", site)).toEqual({ ok: true, value: "/città" });
    expect(targetOf("/città?q=caffè", site)).toEqual({
      ok: true,
      value: "/città?q=caff%C3%A8",
    });
  });

  describe("no address that leaves the site, raw, encoded or mixed, is taken as a target", () => {
    for (const [name, text] of Object.entries(addressesLeavingTheSite))
      test(name, () => expect(targetOf(text, site)).toMatchObject({ ok: false }));
  });

  test("a target is looked up as a source by its path alone; another site's by nothing", () => {
    expect(targetKeyOf("/contatti?servizio=eventi")).toBe("/contatti");
    expect(targetKeyOf("/blog/nuovo#inizio")).toBe("/blog/nuovo");
    expect(targetKeyOf("https://altro.example/x")).toBeNull();
  });
});

describe("the Location sent", () => {
  test("passes the request's query on, after the target's own and before its fragment", () => {
    expect(locationOf("/blog/nuovo", "")).toBe("/blog/nuovo");
    expect(locationOf("/blog/nuovo", "utm_source=x&b=2")).toBe("/blog/nuovo?utm_source=x&b=2");
    expect(locationOf("/contatti?servizio=eventi#modulo", "utm=1")).toBe(
      "/contatti?servizio=eventi&utm=1#modulo",
    );
    expect(locationOf("https://altro.example/p", "q=1")).toBe("https://altro.example/p?q=1");
  });

  test("is ASCII: a typed path's other characters are percent-encoded", () => {
    expect(locationOf("/città nuova", "")).toBe("/citt%C3%A0%20nuova");
  });

  test("never holds a backslash, which a browser reads as a slash", () => {
    expect(locationOf("/\\evil.example", "")).toBe("/%5Cevil.example");
    expect(locationOf("/a\\\\b", "x=1")).toBe("/a%5C%5Cb?x=1");
  });
});
