import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/node";
import { experiments } from "../../../db/schema";
import { findImage } from "~/features/illustrations/index.server";
import type { LandingForm, LandingPageView } from "~/features/pages/index.server";
import {
  assignmentFor,
  audienceOf,
  headersOf,
  type Assignment,
} from "~/features/experiments/visitor-assignment.server";
import { liveExperimentAt } from "~/features/experiments/experiments.server";
import type { Variant } from "~/features/experiments/variants";
import { isCounting, type ShownVariant } from "~/features/analytics/index.server";
import { pageVisitorForm } from "~/features/visitor-forms/index.server";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";

/** The hidden field that carries the variant shown back with the form. */
export const variantField = "variante";

const signingKey = () =>
  singleton("experiment-variant-key", () =>
    Buffer.from(
      crypto.hkdfSync("sha256", getEnv().SESSION_SECRET, "", "agency experiment variant", 32),
    ),
  );

const macOf = (payload: string) =>
  crypto.createHmac("sha256", signingKey()).update(payload).digest("base64url").slice(0, 22);

/**
 * The variant shown, signed: the same for everyone shown it, so a kept page holds one value
 * for all its visitors. The post is checked against the variant it names, not one worked out
 * again: the visitor's key changes at midnight, and a form opened before it must still fit.
 */
export function variantToken(shown: ShownVariant) {
  const payload = `${shown.id}.${shown.variant}`;
  return `${payload}.${macOf(payload)}`;
}

export function shownVariantOf(token: unknown): ShownVariant | null {
  if (typeof token !== "string") return null;
  const match = /^(\d{1,9})\.(\d)\.([\w-]{22})$/.exec(token);
  if (!match) return null;
  const [, id = "", variant = "", mac = ""] = match;
  const expected = Buffer.from(macOf(`${id}.${variant}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { id: Number(id), variant: Number(variant) };
}

/** The page with a variant's changes: the headline, the opening's words, image and button. */
export function withChanges(view: LandingPageView, variant: Variant): LandingPageView {
  const { headline, lead, image, cta } = variant.changes;
  const drawn = image ? findImage(image.illustration) : undefined;
  return {
    ...view,
    title: headline || view.title,
    sections: view.sections.map((section, index) => {
      // The opening the page starts with, or its first further down.
      if (section.kind !== "hero" || view.sections.findIndex((s) => s.kind === "hero") !== index)
        return section;
      return {
        ...section,
        lead: lead || section.lead,
        image: drawn && image ? { ...drawn, alt: image.alt } : section.image,
        cta: cta ?? section.cta,
      };
    }),
  };
}

/** The variant's form: it leaves out what the page does and what the variant adds. */
const formOf = (view: LandingPageView, shown: ShownVariant, variant: Variant): LandingForm => ({
  skipped: [...new Set([...view.form.skipped, ...variant.changes.skipped])],
  hidden: { [variantField]: variantToken(shown) },
});

/**
 * The landing page as this request is shown it: the page itself when it is not under test,
 * else its variant for the visitor, the form carrying the variant back.
 */
export function landingForVisitor(
  request: Request,
  context: AppLoadContext,
  view: LandingPageView,
): { view: LandingPageView; assignment: Assignment | null } {
  const assignment = assignmentFor(view.path, context.clientIp, headersOf(request));
  const variant = assignment && liveExperimentAt(view.path)?.variants[assignment.variant];
  if (!assignment || !variant) return { view, assignment: null };
  const shown = { id: assignment.experimentId, variant: assignment.variant };
  return {
    view: { ...withChanges(view, variant), form: formOf(view, shown, variant) },
    assignment,
  };
}

/** A test's variants, whatever its state: a form may be posted just after the test ended. */
function variantsOf(id: number, pageId: string): Variant[] | null {
  const row = db
    .select({ variants: experiments.variants, pageId: experiments.pageId })
    .from(experiments)
    .where(eq(experiments.id, id))
    .get();
  return row && row.pageId === pageId ? (JSON.parse(row.variants) as Variant[]) : null;
}

/**
 * The form a landing page's post is checked against: the variant its signed field names
 * (its fields, and the test and variant the lead records when the person is counted and the
 * test still runs); the page's own form when the field is missing or forged.
 */
export function postedVariant(
  request: Request,
  view: LandingPageView,
  token: unknown,
): { form: LandingForm; experiment: ShownVariant | null } {
  const shown = shownVariantOf(token);
  const variant = shown ? variantsOf(shown.id, view.id)?.[shown.variant] : undefined;
  if (!shown || !variant) return { form: view.form, experiment: null };
  const running = liveExperimentAt(view.path)?.id === shown.id;
  const counted = running && audienceOf(headersOf(request)) === "person" && isCounting();
  return { form: formOf(view, shown, variant), experiment: counted ? shown : null };
}

/** The request form of a landing page, shaped by the variant its post names. */
export const landingRequestForm =
  (request: Request, view: LandingPageView, subject: string) => (formData: FormData) => {
    const { form, experiment } = postedVariant(request, view, formData.get(variantField));
    return pageVisitorForm(view.path, "richiesta", subject, view.id, { shape: form, experiment });
  };
