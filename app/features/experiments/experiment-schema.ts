import * as z from "zod";
import { experimentMessages as m } from "~/features/experiments/content/admin-experiments";
import {
  MAX_DAYS_RANGE,
  MAX_VARIANTS,
  optionalRequestFields,
  variantLetter,
  type Variant,
} from "~/features/experiments/variants";
import { linkSchema, plainText } from "~/features/pages/index";

/**
 * The staff form of a test: its name, page, goal and time limit, then four variants, the
 * control first. A variant with a share of 0 is not in the test: without JavaScript the form
 * needs no buttons to add or remove one.
 */

const share = z.coerce
  .number({ error: m.share })
  .int(m.share)
  .min(0, m.share)
  .max(100, m.share)
  .default(0);

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

const variantSchema = z.object({
  nome: plainText(60, { label: "Nome della variante" }),
  quota: share,
  titolo: plainText(200, { label: "Titolo principale" }),
  introduzione: plainText(400, { label: "Introduzione", multiline: true }),
  immagine: plainText(100, { label: "Immagine" }),
  alt: plainText(300, { label: "Testo alternativo" }),
  invito: linkSchema({ kind: "link", label: "Invito all'azione" }),
  senzaTelefono: checkbox,
  senzaAzienda: checkbox,
});

export const experimentSchema = z
  .object({
    intent: z.literal("salva"),
    versione: z.coerce.number().int().nonnegative().default(0),
    nome: plainText(120, { label: "Nome del test", required: true }),
    pagina: z.string({ error: m.page }).trim().min(1, m.page),
    obiettivo: z.enum(["leads", "qualified", "won"], { error: m.goal }),
    giorni: z.coerce
      .number({ error: m.days })
      .int(m.days)
      .min(MAX_DAYS_RANGE.min, m.days)
      .max(MAX_DAYS_RANGE.max, m.days),
    varianti: z.array(variantSchema).max(MAX_VARIANTS),
  })
  .superRefine((value, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    const [control, ...others] = value.varianti;
    if (!control || control.quota === 0) issue(["varianti", 0, "quota"], m.controlShare);
    if (!others.some((variant) => variant.quota > 0)) issue(["varianti", 1, "quota"], m.oneVariant);
    const total = value.varianti.reduce((sum, variant) => sum + variant.quota, 0);
    if (total !== 100) issue(["varianti", 0, "quota"], m.sharesTotal(total));
    value.varianti.forEach((variant, index) => {
      if (index === 0 || variant.quota === 0) return;
      if (Boolean(variant.immagine) !== Boolean(variant.alt))
        issue(["varianti", index, variant.immagine ? "alt" : "immagine"], m.imageHalf);
      const changes =
        variant.titolo ||
        variant.introduzione ||
        variant.immagine ||
        variant.invito.label ||
        variant.senzaTelefono ||
        variant.senzaAzienda;
      if (!changes) issue(["varianti", index, "titolo"], m.noChange);
    });
  });

export type ExperimentInput = z.output<typeof experimentSchema>;

/** The variants a valid form describes: those with a share, the control first, unchanged. */
export function variantsOf(input: ExperimentInput): Variant[] {
  return input.varianti.flatMap((variant, index): Variant[] => {
    if (variant.quota === 0) return [];
    const name = variant.nome || (index === 0 ? "Originale" : `Variante ${variantLetter(index)}`);
    if (index === 0)
      return [
        {
          name,
          share: variant.quota,
          changes: { headline: "", lead: "", image: null, cta: null, skipped: [] },
        },
      ];
    return [
      {
        name,
        share: variant.quota,
        changes: {
          headline: variant.titolo,
          lead: variant.introduzione,
          image: variant.immagine ? { illustration: variant.immagine, alt: variant.alt } : null,
          cta: variant.invito.label ? variant.invito : null,
          skipped: optionalRequestFields.filter((field) =>
            field === "telefono" ? variant.senzaTelefono : variant.senzaAzienda,
          ),
        },
      },
    ];
  });
}

/** What the form opens with: its fields as strings, as the form names them. */
export type ExperimentFormValues = {
  nome: string;
  pagina: string;
  obiettivo: ExperimentInput["obiettivo"];
  giorni: string;
  versione: string;
  varianti: {
    nome: string;
    quota: string;
    titolo: string;
    introduzione: string;
    immagine: string;
    alt: string;
    invito: { label: string; to: string };
    senzaTelefono: "on" | "";
    senzaAzienda: "on" | "";
  }[];
};
