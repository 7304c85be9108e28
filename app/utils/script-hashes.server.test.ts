import crypto from "node:crypto";
import { expect, test } from "vitest";
import { hashMarkedScripts } from "./script-hashes.server";

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

test("hashes the page's own scripts (those with the render's marker) and takes the marker out", () => {
  const html = Buffer.from(
    '<script type="application/ld+json">{"a":1}</script><script nonce="m4rker">window.a = 1;</script>' +
      '<script nonce="m4rker" type="module" async="">import "/build/x.js";</script><script>alert("iniettato")</script>' +
      '<link rel="modulepreload" href="/build/y.js" nonce="m4rker"/>',
  );
  const { page, hashes } = hashMarkedScripts(html, "m4rker");
  const shared = page.toString();
  expect(hashes).toEqual([sha256("window.a = 1;"), sha256('import "/build/x.js";')]);
  expect(shared).not.toContain("m4rker");
  expect(shared).toContain('<script type="module" async="">import "/build/x.js";</script>');
  // A script that got into the markup without the marker gets no hash: the browser refuses it.
  expect(hashes).not.toContain(sha256('alert("iniettato")'));
  // Nor does any other element the marker landed on.
  expect(shared).toContain('<link rel="modulepreload" href="/build/y.js"/>');
  expect(hashes).toHaveLength(2);
});
