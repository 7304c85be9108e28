import { parseWithZod } from "@conform-to/zod/v4";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { articleRevisions, experimentDays, experiments, leads, pages } from "../../../db/schema";
import { deviceOf, type SeenView } from "~/features/analytics/page-view.server";
import { writeViews } from "~/features/analytics/page-view-store.server";
import { endSettledExperiments } from "~/features/experiments/experiment-ending.server";
import { promoteVariant } from "~/features/experiments/experiment-promotion.server";
import { experimentResults } from "~/features/experiments/experiment-results.server";
import { experimentSchema } from "~/features/experiments/experiment-schema";
import {
  experimentById,
  liveExperimentAt,
  moveExperiment,
  saveExperimentDraft,
} from "~/features/experiments/experiments.server";
import {
  landingForVisitor,
  landingRequestForm,
  shownVariantOf,
  variantToken,
  withChanges,
} from "~/features/experiments/variant-page.server";
import { images } from "~/features/illustrations/index.server";
import { assignmentFor } from "~/features/experiments/visitor-assignment.server";
import type { Variant } from "~/features/experiments/variants";
import { leadDetail } from "~/features/leads/lead-page.server";
import { publicPageAt } from "~/features/pages/index.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { onDomainEvent } from "~/utils/domain-events.server";
import { romeDayOf, romeMidnightOf, shiftDay } from "~/utils/rome-time";
import { standLandingFields, unchanged } from "../../../tests/support/landing-pages";
import { addUser, sendLeadContact } from "../../../tests/support/lead-contacts";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const site = "localhost:3000";
const slug = "offerta-stand";
const path = `/${slug}`;

const variants: Variant[] = [
  { name: "Originale", share: 50, changes: unchanged },
  {
    name: "Breve",
    share: 50,
    changes: {
      headline: "Il tuo stand in 30 giorni",
      lead: "Progetto, montaggio e smontaggio.",
      image: null,
      cta: { label: "Chiedi un sopralluogo", to: "#contatti" },
      skipped: ["telefono"],
    },
  },
];

let editor: { id: string; email: string };
let pageId: string;

function insertLandingPage() {
  return db
    .insert(pages)
    .values({
      type: "landing-page",
      slug,
      title: "Stand fieristici chiavi in mano",
      fields: JSON.stringify(standLandingFields),
      status: "published",
      publishedAt: new Date(),
    })
    .returning()
    .get().id;
}

function startedExperiment(goal: "leads" | "qualified" | "won" = "leads") {
  const saved = saveExperimentDraft(editor, null, 0, {
    name: "Titolo breve",
    pageId,
    goal,
    maxDays: 30,
    variants,
  });
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  const moved = moveExperiment(editor, saved.id, 1, "start");
  if (moved.outcome !== "saved") throw new Error(moved.outcome);
  return saved.id;
}

const headersFrom =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

const requestFor = (headers: Record<string, string>, init?: RequestInit) =>
  new Request(`http://localhost${path}`, { ...init, headers });

const person = (n: number) => ({ ip: `203.0.113.${n}`, ua: chrome });

function view(at: number, ip: string, experiment: SeenView["experiment"]): SeenView {
  return {
    at,
    path,
    referrerHost: null,
    utm: { source: null, medium: null, campaign: null, content: null, term: null },
    ...deviceOf(chrome),
    ip,
    userAgent: chrome,
    experiment,
  };
}

beforeAll(() => {
  migrateDatabase();
  editor = addUser("redattrice@example.com", "Redattrice", "editor");
});

beforeEach(() => {
  for (const table of ["experiment_days", "experiments", "leads", "contact_submissions"])
    db.run(sql`delete from ${sql.identifier(table)}`);
  db.delete(pages).where(eq(pages.type, "landing-page")).run();
  pageId = insertLandingPage();
});

describe("assignment", () => {
  test("a visitor keeps one variant all day; the shares split visitors; nothing else is asked", () => {
    const id = startedExperiment();
    const seen = new Map<number, number>();
    for (let n = 1; n <= 200; n++) {
      const { ip, ua } = person(n);
      const first = assignmentFor(path, ip, headersFrom({ "user-agent": ua }));
      const again = assignmentFor(path, ip, headersFrom({ "user-agent": ua }));
      expect(first).toEqual(again);
      expect(first).toMatchObject({ experimentId: id, counted: true });
      seen.set(first!.variant, (seen.get(first!.variant) ?? 0) + 1);
    }
    expect(seen.get(0)).toBeGreaterThan(70);
    expect(seen.get(1)).toBeGreaterThan(70);
    expect(
      assignmentFor("/altra-pagina", "203.0.113.1", headersFrom({ "user-agent": chrome })),
    ).toBeNull();
  });

  test("DNT, GPC and staff see the control, uncounted; a crawler its hash's variant, uncounted", () => {
    startedExperiment();
    for (let n = 1; n <= 20; n++) {
      const { ip, ua } = person(n);
      const signals: Record<string, string>[] = [
        { dnt: "1" },
        { "sec-gpc": "1" },
        { cookie: "sessione=abc" },
      ];
      for (const asked of signals)
        expect(assignmentFor(path, ip, headersFrom({ "user-agent": ua, ...asked }))).toMatchObject({
          variant: 0,
          counted: false,
        });
    }
    const crawlers = Array.from({ length: 40 }, (_, n) =>
      assignmentFor(path, `198.51.100.${n}`, headersFrom({ "user-agent": "Googlebot/2.1" })),
    );
    expect(crawlers.every((shown) => shown?.counted === false)).toBe(true);
    expect(new Set(crawlers.map((shown) => shown?.variant))).toEqual(new Set([0, 1]));
  });

  test("a paused or stopped test shows the page to everyone", () => {
    const id = startedExperiment();
    expect(liveExperimentAt(path)).not.toBeNull();
    moveExperiment(editor, id, 2, "pause");
    expect(liveExperimentAt(path)).toBeNull();
    moveExperiment(editor, id, 3, "resume");
    expect(liveExperimentAt(path)?.id).toBe(id);
    moveExperiment(editor, id, 4, "stop");
    expect(liveExperimentAt(path)).toBeNull();
  });
});

describe("the page a visitor is shown", () => {
  const landing = () => {
    const found = publicPageAt(path);
    if (found?.kind !== "landing") throw new Error("no landing page");
    return found.landing;
  };

  function visitorIn(variant: number) {
    for (let n = 1; n < 250; n++) {
      const { ip, ua } = person(n);
      if (assignmentFor(path, ip, headersFrom({ "user-agent": ua }))?.variant === variant)
        return { ip, ua };
    }
    throw new Error(`nobody in variant ${variant}`);
  }

  test("the variant's headline, opening and form; the control is the page itself", () => {
    const id = startedExperiment();
    const inB = visitorIn(1);
    const shownB = landingForVisitor(
      requestFor({ "user-agent": inB.ua }),
      { clientIp: inB.ip } as never,
      landing(),
    ).view;
    expect(shownB.title).toBe("Il tuo stand in 30 giorni");
    expect(shownB.sections[0]).toMatchObject({
      kind: "hero",
      lead: "Progetto, montaggio e smontaggio.",
      cta: { label: "Chiedi un sopralluogo" },
    });
    expect(shownB.form.skipped).toEqual(["telefono"]);
    expect(shownVariantOf(shownB.form.hidden.variante)).toEqual({ id, variant: 1 });

    const inA = visitorIn(0);
    const shownA = landingForVisitor(
      requestFor({ "user-agent": inA.ua }),
      { clientIp: inA.ip } as never,
      landing(),
    ).view;
    expect(shownA.title).toBe("Stand fieristici chiavi in mano");
    expect(shownA.form.skipped).toEqual([]);
    expect(shownVariantOf(shownA.form.hidden.variante)).toEqual({ id, variant: 0 });
  });

  test("a variant's image is an illustration of the site, with its own alternative text", () => {
    const [drawn] = images;
    const shown = withChanges(landing(), {
      name: "Con immagine",
      share: 50,
      changes: { ...unchanged, image: { illustration: drawn!.id, alt: "Uno stand montato" } },
    });
    expect(shown.sections[0]).toMatchObject({
      kind: "hero",
      image: { id: drawn!.id, alt: "Uno stand montato" },
    });
    expect(shown.title).toBe(landing().title);
  });

  test("a forged or altered variant field is not believed", () => {
    const id = startedExperiment();
    const token = variantToken({ id, variant: 1 });
    expect(shownVariantOf(token)).toEqual({ id, variant: 1 });
    expect(shownVariantOf(token.replace(`${id}.1.`, `${id}.0.`))).toBeNull();
    expect(shownVariantOf(`${id}.1.AAAAAAAAAAAAAAAAAAAAAA`)).toBeNull();
    expect(shownVariantOf(undefined)).toBeNull();
  });

  test("the post is checked against the variant it names, and the lead records it", async () => {
    const id = startedExperiment();
    const token = variantToken({ id, variant: 1 });
    const body = new FormData();
    body.set("variante", token);
    const form = landingRequestForm(requestFor({ "user-agent": chrome }), landing(), "Stand")(body);
    expect(form.experiment).toEqual({ id, variant: 1 });
    expect(form.shape?.skipped).toEqual(["telefono"]);
    // The phone the variant did not ask for is dropped, not stored.
    const parsed = form.schema.safeParse({
      nome: "Anna",
      cognome: "Ferri",
      email: "anna@example.com",
      telefono: "+39 02 1234567",
      messaggio: "Uno stand per Cibus.",
      privacy_accepted: "on",
    });
    expect(parsed.success && "telefono" in parsed.data).toBe(false);

    const forged = new FormData();
    forged.set("variante", `${id}.1.AAAAAAAAAAAAAAAAAAAAAA`);
    const whole = landingRequestForm(
      requestFor({ "user-agent": chrome }),
      landing(),
      "Stand",
    )(forged);
    expect(whole.experiment).toBeNull();
    expect(whole.shape?.skipped).toEqual([]);

    const opted = landingRequestForm(
      requestFor({ "user-agent": chrome, dnt: "1" }),
      landing(),
      "Stand",
    )(body);
    expect(opted.experiment).toBeNull();

    const { lead } = await sendLeadContact({ origin: { experiment: { id, variant: 1 } } });
    expect(lead).toMatchObject({ experimentId: id, variant: 1 });
    // The lead's page names the test and the variant.
    const detail = await leadDetail(lead.id, editor);
    expect(detail?.lead.experiment).toBe(`Test n. ${id}, variante B`);
  });

  test("a form opened before the test ended still fits, and its lead is not counted", () => {
    const id = startedExperiment();
    moveExperiment(editor, id, 2, "stop");
    const body = new FormData();
    body.set("variante", variantToken({ id, variant: 1 }));
    const form = landingRequestForm(requestFor({ "user-agent": chrome }), landing(), "Stand")(body);
    expect(form.shape?.skipped).toEqual(["telefono"]);
    expect(form.experiment).toBeNull();
  });
});

describe("counting", () => {
  test("a visitor counts once a day in the variant shown, never again that day", () => {
    const id = startedExperiment();
    const at = Date.now();
    writeViews(
      [
        view(at, "203.0.113.1", { id, variant: 1 }),
        view(at + 1_000, "203.0.113.1", { id, variant: 1 }),
        view(at + 2_000, "203.0.113.2", { id, variant: 0 }),
      ],
      site,
    );
    // An hour later, a visit of its own, or the last second of the day in Rome when the hour
    // would end it: a later view the same day, whenever the test runs.
    const endOfDay = romeMidnightOf(shiftDay(romeDayOf(at), 1)).getTime() - 1_000;
    const later = Math.min(at + 60 * 60_000, endOfDay);
    writeViews([view(later, "203.0.113.1", { id, variant: 1 })], site);
    const days = db.select().from(experimentDays).all();
    expect(days.map(({ variant, visitors }) => [variant, visitors]).sort()).toEqual([
      [0, 1],
      [1, 1],
    ]);
    const recorded = db.all<{ n: number }>(
      sql`select count(*) as n from page_views where experiment_id = ${id} and variant = 1`,
    );
    expect(recorded[0]?.n).toBe(3);
  });

  test("views after the test stopped are not counted", () => {
    const id = startedExperiment();
    moveExperiment(editor, id, 2, "stop");
    writeViews([view(Date.now(), "203.0.113.1", { id, variant: 1 })], site);
    expect(db.select().from(experimentDays).all()).toEqual([]);
  });
});

describe("deciding", () => {
  function tally(id: number, variant: number, visitors: number) {
    db.insert(experimentDays)
      .values({ experimentId: id, variant, day: "2026-12-01", visitors })
      .run();
  }

  async function leadsIn(id: number, variant: number, count: number, stage?: string) {
    for (let n = 0; n < count; n++) {
      const { lead } = await sendLeadContact({ origin: { experiment: { id, variant } } });
      if (stage)
        db.update(leads)
          .set({ stage: stage as "vinto", reachedStage: 4, valueCents: 100_000 })
          .where(eq(leads.id, lead.id))
          .run();
    }
  }

  test("the figures per variant follow the goal; a lead keeps its variant through its stages", async () => {
    const id = startedExperiment("won");
    tally(id, 0, 400);
    tally(id, 1, 380);
    await leadsIn(id, 0, 3);
    await leadsIn(id, 1, 2, "vinto");
    const results = experimentResults(experimentById(id)!);
    expect(
      results.variants.map(({ visitors, leads, won, valueCents, conversions }) => [
        visitors,
        leads,
        won,
        valueCents,
        conversions,
      ]),
    ).toEqual([
      [400, 3, 0, 0, 0],
      [380, 2, 2, 200_000, 2],
    ]);
    expect(results.verdict.kind).toBe("collecting");
    expect(results.sampleSize).toBeGreaterThan(10_000);
  });

  test("a clear winner ends the test by itself; its page is forgotten by the caches", async () => {
    const id = startedExperiment("leads");
    tally(id, 0, 5_000);
    tally(id, 1, 5_000);
    await leadsIn(id, 0, 40);
    await leadsIn(id, 1, 110);
    const changed: string[] = [];
    const stop = onDomainEvent("pageChanged", (change) => changed.push(change.slug));
    try {
      expect(endSettledExperiments()).toBe(1);
    } finally {
      stop();
    }
    expect(experimentById(id)).toMatchObject({ status: "stopped", endReason: "winner", winner: 1 });
    expect(changed).toEqual([slug]);
    expect(liveExperimentAt(path)).toBeNull();
  });

  test("the time limit ends a test without a clear result", () => {
    const id = startedExperiment();
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(endSettledExperiments(later)).toBe(1);
    expect(experimentById(id)).toMatchObject({ status: "stopped", endReason: "time-limit" });
  });

  test("'Promuovi' makes the variant the page as a revision, once the test is over", async () => {
    const id = startedExperiment();
    expect(await promoteVariant(editor, id, 2, 1)).toBe("not-stopped");
    moveExperiment(editor, id, 2, "stop");
    expect(await promoteVariant(editor, id, 3, 0)).toBe("unknown-variant");
    expect(await promoteVariant(editor, id, 3, 1)).toBe("promoted");
    const page = db.select().from(pages).where(eq(pages.id, pageId)).get()!;
    expect(page.title).toBe("Il tuo stand in 30 giorni");
    const fields = JSON.parse(page.fields) as { sections: Record<string, unknown>[] };
    expect(fields.sections[0]).toMatchObject({
      lead: "Progetto, montaggio e smontaggio.",
      cta: { label: "Chiedi un sopralluogo", to: "#contatti" },
    });
    expect(fields.sections[1]).toMatchObject({ kind: "contact", asks: "azienda" });
    const revision = db
      .select({ source: articleRevisions.source })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, pageId))
      .all()
      .at(-1);
    expect(revision?.source).toBe("editor");
    expect(db.select().from(experiments).get()?.promotedAt).toBeInstanceOf(Date);
  });

  test("a second test cannot run on a page under test", () => {
    startedExperiment();
    const other = saveExperimentDraft(editor, null, 0, {
      name: "Un altro",
      pageId,
      goal: "leads",
      maxDays: 30,
      variants,
    });
    if (other.outcome !== "saved") throw new Error(other.outcome);
    expect(moveExperiment(editor, other.id, 1, "start").outcome).toBe("page-busy");
  });

  test("a started test is no longer edited; a stale version is refused", () => {
    const id = startedExperiment();
    const draft = { name: "Cambiato", pageId, goal: "leads" as const, maxDays: 30, variants };
    expect(saveExperimentDraft(editor, id, 2, draft).outcome).toBe("not-editable");
    expect(moveExperiment(editor, id, 1, "pause").outcome).toBe("stale");
  });
});

describe("the staff form", () => {
  const post = (values: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      intent: "salva",
      nome: "Titolo breve",
      pagina: "p1",
      obiettivo: "leads",
      giorni: "30",
      "varianti[0].quota": "50",
      "varianti[1].quota": "50",
      "varianti[1].titolo": "Un altro titolo",
      ...values,
    }))
      body.set(name, value);
    return parseWithZod(body, { schema: experimentSchema });
  };
  const errorsOf = (values: Record<string, string>) => {
    const submission = post(values);
    return submission.status === "success" ? {} : submission.reply().error;
  };

  test("a valid draft; shares that do not make 100, an unchanged variant, half an image", () => {
    expect(post({}).status).toBe("success");
    expect(errorsOf({ "varianti[1].quota": "40" })).toMatchObject({
      "varianti[0].quota": ["Le quote devono fare 100 in tutto: ora fanno 90."],
    });
    expect(errorsOf({ "varianti[1].titolo": "" })).toMatchObject({
      "varianti[1].titolo": ["Questa variante è uguale all'originale: cambia almeno una cosa."],
    });
    expect(errorsOf({ "varianti[1].immagine": "stand-fiera" })).toMatchObject({
      "varianti[1].alt": [
        "Scegli l'immagine e scrivi il suo testo alternativo, oppure nessuno dei due.",
      ],
    });
    expect(errorsOf({ giorni: "3" })).toMatchObject({
      giorni: ["Scrivi un numero di giorni tra 7 e 90."],
    });
  });
});

describe("the privacy page", () => {
  test("says how a version is chosen, what is recorded and on what ground", () => {
    const privacy = db.select().from(pages).where(eq(pages.slug, "privacy")).get()!;
    const fields = JSON.parse(privacy.fields) as {
      sections: { anchor: string; blocks: { text: string }[] }[];
    };
    const statistics = fields.sections.find((section) => section.anchor === "statistiche")!;
    const text = statistics.blocks.map((block) => block.text).join(" ");
    for (const words of [
      "test A/B",
      "senza cookie",
      "mai la chiave",
      "vede sempre la versione originale",
      "art. 6, par. 1, lett. f GDPR",
    ])
      expect(text).toContain(words);
    expect(privacy.searchText).toContain("test A/B");
  });
});
