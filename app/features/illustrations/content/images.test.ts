import { describe, expect, test } from "vitest";
import { altOf } from "~/features/illustrations/content/image-entry";
import { defaultArticleImage } from "~/features/illustrations/content/images-blog";
import { images } from "~/features/illustrations/content/images";
import { heroImage } from "~/features/illustrations/content/images-heroes";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("image descriptions", () => {
  test("every slot is described in Italian and in English, or is decorative in both", () => {
    const missing = images.filter(
      (slot) => Boolean(slot.alt.it.trim()) !== Boolean(slot.alt.en.trim()),
    );
    expect(missing.map((slot) => slot.id)).toEqual([]);
    expect(defaultArticleImage.alt).toEqual({ it: "", en: "" });
  });

  test("an Italian description of two words or more has a translation, not a copy", () => {
    const untranslated = images.filter(
      (slot) => words(slot.alt.it) >= 2 && slot.alt.en.trim() === slot.alt.it.trim(),
    );
    expect(untranslated.map((slot) => slot.id)).toEqual([]);
  });

  test("the English says as much as the Italian, not a summary of it", () => {
    const short = images.filter((slot) => slot.alt.en.length < slot.alt.it.length * 0.6);
    expect(short.map((slot) => slot.id)).toEqual([]);
  });

  test("a page shows the description in its own language; a text written with the page stays", () => {
    const slot = heroImage("home-hero");
    expect(altOf(slot, "it")).toMatch(/^Illustrazione: una strategia digitale/);
    expect(altOf(slot, "en")).toMatch(/^Illustration: a digital strategy/);
    const ownText = { ...slot, alt: "La cantina durante la vendemmia" };
    expect(altOf(ownText, "en")).toBe("La cantina durante la vendemmia");
  });
});
