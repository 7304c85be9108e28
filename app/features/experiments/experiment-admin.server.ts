import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import {
  unreadableFormAlerts,
  writeRefusedAlert,
  type FormAlertContent,
} from "~/components/form-messages";
import { isCounting } from "~/features/analytics/index.server";
import { experimentMessages as m } from "~/features/experiments/content/admin-experiments";
import {
  experimentSchema,
  variantsOf,
  type ExperimentFormValues,
} from "~/features/experiments/experiment-schema";
import { experimentResults } from "~/features/experiments/experiment-results.server";
import { promoteVariant } from "~/features/experiments/experiment-promotion.server";
import {
  experimentById,
  experimentList,
  landingPageChoices,
  moveExperiment,
  saveExperimentDraft,
  type Experiment,
  type Transition,
} from "~/features/experiments/experiments.server";
import {
  experimentPath,
  MAX_DAYS_RANGE,
  MAX_VARIANTS,
  noChanges,
} from "~/features/experiments/variants";
import { findImage, images } from "~/features/illustrations/index.server";
import type { StaffActor } from "~/utils/activity.server";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { redirectWithToast } from "~/utils/toast.server";

/** What the list and a test's page show of it, its moments as numbers. */
const summaryOf = (experiment: Experiment) => ({
  id: experiment.id,
  name: experiment.name,
  pageTitle: experiment.pageTitle,
  pagePath: experiment.pagePath,
  goal: experiment.goal,
  status: experiment.status,
  startedAt: experiment.startedAt?.getTime() ?? null,
});

export function experimentsPageData() {
  return {
    counting: isCounting(),
    experiments: experimentList().map(summaryOf),
  };
}

/** The form's values: an empty test, or a draft's as saved (four variants, unused ones at 0). */
function formValuesOf(experiment: Experiment | null): ExperimentFormValues {
  const variants = experiment?.variants ?? [
    { name: "Originale", share: 50, changes: noChanges },
    { name: "Variante B", share: 50, changes: noChanges },
  ];
  return {
    nome: experiment?.name ?? "",
    pagina: experiment?.pageId ?? "",
    obiettivo: experiment?.goal ?? "qualified",
    giorni: String(experiment?.maxDays ?? MAX_DAYS_RANGE.default),
    versione: String(experiment?.version ?? 0),
    varianti: Array.from({ length: MAX_VARIANTS }, (_, index) => {
      const variant = variants[index];
      const changes = variant?.changes ?? noChanges;
      return {
        nome: variant?.name ?? "",
        quota: String(variant?.share ?? 0),
        titolo: changes.headline,
        introduzione: changes.lead,
        immagine: changes.image?.illustration ?? "",
        alt: changes.image?.alt ?? "",
        invito: { label: changes.cta?.label ?? "", to: changes.cta?.to ?? "" },
        senzaTelefono: changes.skipped.includes("telefono") ? "on" : "",
        senzaAzienda: changes.skipped.includes("azienda") ? "on" : "",
      };
    }),
  };
}

const illustrationChoices = images.map((image) => ({ value: image.id, label: image.id }));

/** What the form needs: the pages to choose from, the illustrations, the values. */
export function experimentFormData(experiment: Experiment | null) {
  return {
    pages: landingPageChoices(),
    illustrations: illustrationChoices,
    values: formValuesOf(experiment),
  };
}

/** A test by its address's id; 404 for any other. */
export function requireExperiment(idParam: string | undefined) {
  const id = /^\d{1,9}$/.test(idParam ?? "") ? Number(idParam) : null;
  const experiment = id === null ? null : experimentById(id);
  if (!experiment) throw data({ message: "Test non trovato" }, { status: 404 });
  return experiment;
}

export function experimentPageData(experiment: Experiment) {
  return {
    counting: isCounting(),
    experiment: {
      ...summaryOf(experiment),
      maxDays: experiment.maxDays,
      endedAt: experiment.endedAt?.getTime() ?? null,
      endReason: experiment.endReason,
      winner: experiment.winner,
      promotedAt: experiment.promotedAt?.getTime() ?? null,
      version: experiment.version,
      variants: experiment.variants,
    },
    results: experiment.status === "draft" ? null : experimentResults(experiment),
    form: experiment.status === "draft" ? experimentFormData(experiment) : null,
  };
}

export type ExperimentAnswer = {
  result?: SubmissionResult<string[]>;
  alert: FormAlertContent | null;
};

const answer = (value: ExperimentAnswer, init?: ResponseInit) =>
  data<ExperimentAnswer>(value, init);

const refusedAlert = (description: string): FormAlertContent => ({
  title: "Non salvato",
  description,
});

/** The form's post: a new draft (`existing` null) or a draft saved over its version. */
export async function handleExperimentForm(
  request: Request,
  existing: Experiment | null,
  actor: StaffActor,
) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok)
    return answer(
      { alert: unreadableFormAlerts[body.problem] },
      { status: body.status, headers: refusedBodyHeaders },
    );
  if (existing && body.formData.get("intent") !== "salva")
    return handleExperimentMove(body.formData, existing, actor);
  const submission = parseWithZod(body.formData, { schema: experimentSchema });
  if (submission.status !== "success")
    return answer({ result: submission.reply(), alert: null }, { status: 400 });
  const input = submission.value;
  const unknownImage = input.varianti.findIndex(
    (variant) => variant.quota > 0 && variant.immagine !== "" && !findImage(variant.immagine),
  );
  if (unknownImage !== -1)
    return answer(
      {
        result: submission.reply({
          fieldErrors: { [`varianti[${unknownImage}].immagine`]: [m.unknownImage] },
        }),
        alert: null,
      },
      { status: 400 },
    );
  const draft = {
    name: input.nome,
    pageId: input.pagina,
    goal: input.obiettivo,
    maxDays: input.giorni,
    variants: variantsOf(input),
  };
  const saved = await staffWrite(() =>
    saveExperimentDraft(actor, existing?.id ?? null, input.versione, draft),
  );
  if (saved === writeRefused)
    return answer(
      { result: submission.reply(), alert: writeRefusedAlert },
      { status: 503, headers: retryLaterHeaders },
    );
  switch (saved.outcome) {
    case "saved":
      return redirectWithToast(experimentPath(saved.id), {
        type: "success",
        title: "Test salvato",
        description: "La bozza è salvata: avviala quando è pronta.",
      });
    case "unknown-page":
      return answer(
        { result: submission.reply({ fieldErrors: { pagina: [m.unknownPage] } }), alert: null },
        { status: 400 },
      );
    case "not-editable":
      return answer(
        { result: submission.reply(), alert: refusedAlert(m.notEditable) },
        { status: 409 },
      );
    default:
      return answer({ result: submission.reply(), alert: refusedAlert(m.stale) }, { status: 409 });
  }
}

const intents: Record<string, Transition | "promote"> = {
  avvia: "start",
  pausa: "pause",
  riprendi: "resume",
  concludi: "stop",
  promuovi: "promote",
};

const movedToasts: Record<Transition | "promote", { title: string; description: string }> = {
  start: { title: "Test avviato", description: "Da ora i visitatori vedono le varianti." },
  pause: { title: "Test in pausa", description: "Tutti vedono l'originale finché non riprende." },
  resume: { title: "Test ripreso", description: "I visitatori vedono di nuovo le varianti." },
  stop: { title: "Test concluso", description: "Tutti vedono di nuovo l'originale." },
  promote: {
    title: "Variante promossa",
    description: "Ora è la pagina. Puoi tornare indietro dalle revisioni della pagina.",
  },
};

/** Start, pause, resume, stop or promote, each over the version the page was read at. */
async function handleExperimentMove(formData: FormData, experiment: Experiment, actor: StaffActor) {
  const intent = intents[String(formData.get("intent") ?? "")];
  const version = Number(formData.get("versione"));
  if (!intent || !Number.isInteger(version))
    return answer({ alert: refusedAlert(m.stale) }, { status: 400 });
  const outcome =
    intent === "promote"
      ? await promoteVariant(actor, experiment.id, version, Number(formData.get("variante")))
      : await staffWrite(() => moveExperiment(actor, experiment.id, version, intent).outcome);
  if (outcome === writeRefused)
    return answer({ alert: writeRefusedAlert }, { status: 503, headers: retryLaterHeaders });
  if (outcome === "saved" || outcome === "promoted")
    return redirectWithToast(experimentPath(experiment.id), {
      type: "success",
      ...movedToasts[intent],
    });
  const message =
    outcome === "page-busy" ? m.pageBusy : outcome === "unknown-page" ? m.unknownPage : m.stale;
  return answer({ alert: refusedAlert(message) }, { status: 409 });
}
