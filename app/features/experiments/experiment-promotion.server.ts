import { eq } from "drizzle-orm";
import { experiments } from "../../../db/schema";
import {
  reviseLandingPage,
  skippedFieldsOf,
  type LandingContent,
} from "~/features/pages/index.server";
import { experimentById } from "~/features/experiments/experiments.server";
import type { Variant } from "~/features/experiments/variants";
import { recordActivity, type StaffActor } from "~/utils/activity.server";
import { writeRefused } from "~/utils/db.server";

type Fields = LandingContent["fields"];
type Asks = Extract<Fields["sections"][number], { kind: "contact" }>["asks"];

/** The contact section's choice that leaves out what the variant's form left out. */
function asksOf(skipped: readonly string[]): Asks {
  const phone = !skipped.includes("telefono");
  const company = !skipped.includes("azienda");
  if (phone && company) return "";
  if (phone) return "telefono";
  return company ? "azienda" : "nessuno";
}

/** The page's content with a variant's changes written into it, as the variant showed it. */
export function promotedContent(page: LandingContent, variant: Variant): LandingContent {
  const { headline, lead, image, cta, skipped } = variant.changes;
  const heroAt = page.fields.sections.findIndex((section) => section.kind === "hero");
  const sections = page.fields.sections.map((section, index) => {
    if (section.kind === "hero" && index === heroAt)
      return {
        ...section,
        lead: lead || section.lead,
        image: image ?? section.image,
        cta: cta ?? section.cta,
      };
    if (section.kind === "contact" && skipped.length > 0)
      return { ...section, asks: asksOf([...skippedFieldsOf(section.asks), ...skipped]) };
    return section;
  });
  return { title: headline || page.title, fields: { ...page.fields, sections } };
}

export type Promotion =
  "promoted" | "not-stopped" | "unknown-variant" | "stale" | typeof writeRefused;

/**
 * 'Promuovi': a concluded test's variant becomes the page, saved as a revision of it (undone
 * from its revisions like any save), and the test remembers it was promoted.
 */
export async function promoteVariant(
  actor: StaffActor,
  id: number,
  version: number,
  index: number,
  now = new Date(),
): Promise<Promotion> {
  const experiment = experimentById(id);
  if (!experiment || experiment.version !== version) return "stale";
  if (experiment.status !== "stopped") return "not-stopped";
  const variant = experiment.variants[index];
  if (index === 0 || !variant) return "unknown-variant";
  const saved = await reviseLandingPage(
    actor.id,
    experiment.pageId,
    (page) => promotedContent(page, variant),
    (tx) => {
      tx.update(experiments).set({ promotedAt: now }).where(eq(experiments.id, id)).run();
      recordActivity(
        tx,
        { action: "experiment-promoted", actor, subject: `${experiment.name}: ${variant.name}` },
        now,
      );
    },
  );
  if (saved === writeRefused) return writeRefused;
  return saved === "saved" ? "promoted" : "stale";
}
