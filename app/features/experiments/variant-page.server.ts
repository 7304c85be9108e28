import { eq } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/node";
import { experiments } from "../../../db/schema";
import { findImage } from "~/features/illustrations/index.server";
import type { LandingForm, LandingPageView } from "~/features/pages/index.server";
import {
  assignmentFor,
  headersOf,
  type Assignment,
} from "~/features/experiments/visitor-assignment.server";
import { liveExperimentAt } from "~/features/experiments/experiments.server";
import type { Variant } from "~/features/experiments/variants";
import { audienceOf, isCounting, type ShownVariant } from "~/features/analytics/index.server";
import { pageVisitorForm } from "~/features/visitor-forms/index.server";
import { db } from "~/utils/db.server";
import { signedValueOf, signValue } from "~/utils/signed-state.server";

/** The hidden field that carries the variant shown back with the form. */
export const variantField = "variante";

/**
 * The variant shown, signed: the same for everyone shown it, so a kept page holds one value
 * for all its visitors. The post is checked against the variant it names, not one worked out
 * again: the visitor's key changes at midnight, and a form opened before it must still fit.
 */
export const variantToken = (shown: ShownVariant) =>
  signValue(variantField, `${shown.id}.${shown.variant}`);

export function shownVariantOf(token: unknown): ShownVariant | null {
  const value = typeof token === "string" ? signedValueOf(variantField, token) : null;
  const match = value === null ? null : /^(\d{1,9})\.(\d)$/.exec(value);
  return match ? { id: Number(match[1]), variant: Number(match[2]) } : null;
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
