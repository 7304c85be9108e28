import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { unreadableFormAlerts, type FormAlertContent } from "~/components/form-messages";
import { leadMoveToasts, leadPage as t } from "~/features/leads/content/admin-leads";
import {
  defaultOwnerSchema,
  leadEditSchema,
  leadMoveSchema,
  leadNoteSchema,
} from "~/features/leads/lead-schema";
import { stageLabels } from "~/features/leads/lead-stages";
import {
  addLeadNote,
  adminById,
  defaultOwnerSetting,
  editLead,
  leadPath,
  moveLead,
  revokeAdConsent,
} from "~/features/leads/leads.server";
import type { Actor } from "~/utils/audit.server";
import { db, isTransientWriteFailure, staffWriteWait } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { logger } from "~/utils/logger.server";
import { writeSetting } from "~/utils/settings.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";

type StaffMember = Actor & { name?: string };

async function formOf(request: Request) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok)
    throw data(
      { message: unreadableFormAlerts[body.problem].title },
      { status: body.status, headers: refusedBodyHeaders },
    );
  return body.formData;
}

/** The board's address with the filters it was showing: the answer goes back there. */
function boardAddress(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const query = url.searchParams.toString();
  return `/admin/lead${query ? `?${query}` : ""}`;
}

/** What a move answers the hydrated board, and what it announces. */
export type MoveAnswer = {
  leadId: number;
  outcome: "spostato" | "invariato" | "non-trovato" | "occupato" | "motivo";
  toast: Toast;
  /** The reason's error, shown by the card's field. */
  reasonError?: string;
};

const moveInvalid = () => data({ message: "Richiesta non valida" }, { status: 400 });

/**
 * 'Sposta' from the board or a lead's page. Without JavaScript: a 303 back with the message;
 * from the hydrated board, the answer in place. A move to 'Perso' without a reason is a 400
 * that shows the reason's field on the card.
 */
async function moveAnswer(formData: FormData, actor: StaffMember, back: string) {
  const parsed = leadMoveSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw moveInvalid();
  const { lead: leadId, fase, motivo, inPagina } = parsed.data;
  // Without JavaScript only the missing reason stays on the page, by its field; every other
  // answer, a refusal too, is the next page's message.
  const answer = (value: MoveAnswer, status = 200) =>
    inPagina || value.outcome === "motivo"
      ? data(value, { status, headers: status === 503 ? retryLaterHeaders : undefined })
      : redirectWithToast(back, value.toast);
  if (fase === "perso" && !motivo)
    return answer(
      { leadId, outcome: "motivo", toast: leadMoveToasts.motivo(), reasonError: t.reasonMissing },
      400,
    );
  try {
    const result = await moveLead(leadId, fase, motivo, actor);
    if (result.outcome === "non-trovato")
      return answer(
        { leadId, outcome: "non-trovato", toast: leadMoveToasts["non-trovato"]() },
        404,
      );
    const name = `Lead n. ${leadId}`;
    return answer({
      leadId,
      outcome: result.outcome,
      toast: leadMoveToasts[result.outcome](name, stageLabels[fase]),
    });
  } catch (error) {
    if (!isTransientWriteFailure(error)) throw error;
    logger.error({ err: error }, "Lead non spostato:");
    return answer({ leadId, outcome: "occupato", toast: leadMoveToasts.occupato() }, 503);
  }
}

/** The board's posts: a card's move, or the owner of new leads. */
export async function boardAction(request: Request, actor: StaffMember) {
  const formData = await formOf(request);
  const back = boardAddress(request);
  if (formData.get("intent") === "responsabile-predefinito") {
    const parsed = defaultOwnerSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) throw moveInvalid();
    const id = parsed.data.responsabile;
    if (id && !adminById(db, id)) throw moveInvalid();
    try {
      await writeSetting(defaultOwnerSetting, id, new Date(), staffWriteWait);
    } catch (error) {
      if (!isTransientWriteFailure(error)) throw error;
      logger.error({ err: error }, "Responsabile dei nuovi lead non salvato:");
      return redirectWithToast(back, leadMoveToasts.busy());
    }
    return redirectWithToast(back, leadMoveToasts.ownerSaved());
  }
  return moveAnswer(formData, actor, back);
}

export type LeadPageAnswer = {
  form: "modifica" | "nota";
  result: SubmissionResult<string[]>;
  alert: FormAlertContent | null;
};

/** A lead page's posts: 'Sposta', the lead's data, a note. */
export async function leadPageAction(request: Request, leadId: number, actor: StaffMember) {
  const formData = await formOf(request);
  const intent = formData.get("intent");
  const here = leadPath(leadId);
  if (intent === "sposta") return moveAnswer(formData, actor, here);
  if (intent === "revoca") {
    try {
      const outcome = await revokeAdConsent(leadId, actor);
      if (outcome === "non-trovato") throw data({ message: t.notFound }, { status: 404 });
    } catch (error) {
      if (!isTransientWriteFailure(error)) throw error;
      logger.error({ err: error }, "Consenso non revocato:");
      return redirectWithToast(here, leadMoveToasts.occupato());
    }
    return redirectWithToast(here, leadMoveToasts.revoked());
  }
  const busy = (form: LeadPageAnswer["form"], result: SubmissionResult<string[]>) =>
    data<LeadPageAnswer>(
      { form, result, alert: t.busy },
      { status: 503, headers: retryLaterHeaders },
    );
  if (intent === "nota") {
    const submission = parseWithZod(formData, { schema: leadNoteSchema });
    if (submission.status !== "success")
      return data<LeadPageAnswer>(
        { form: "nota", result: submission.reply(), alert: null },
        { status: 400 },
      );
    try {
      const found = await addLeadNote(leadId, submission.value.nota, actor);
      if (!found) throw data({ message: t.notFound }, { status: 404 });
    } catch (error) {
      if (!isTransientWriteFailure(error)) throw error;
      logger.error({ err: error }, "Nota non salvata:");
      return busy("nota", submission.reply());
    }
    return redirectWithToast(here, leadMoveToasts.noteSaved());
  }
  const submission = parseWithZod(formData, { schema: leadEditSchema });
  if (submission.status !== "success")
    return data<LeadPageAnswer>(
      { form: "modifica", result: submission.reply(), alert: null },
      { status: 400 },
    );
  const { versione, responsabile, valore, chiusura, azione, azioneIl } = submission.value;
  try {
    const saved = await editLead(
      leadId,
      versione,
      {
        ownerId: responsabile,
        valueCents: valore,
        expectedCloseOn: chiusura,
        nextAction: azione,
        nextActionOn: azioneIl,
      },
      actor,
    );
    switch (saved.outcome) {
      case "non-trovato":
        throw data({ message: t.notFound }, { status: 404 });
      case "responsabile-non-valido":
        return data<LeadPageAnswer>(
          {
            form: "modifica",
            result: submission.reply({ fieldErrors: { responsabile: [t.badOwner] } }),
            alert: null,
          },
          { status: 400 },
        );
      case "superato":
        return data<LeadPageAnswer>(
          { form: "modifica", result: submission.reply(), alert: t.superseded },
          { status: 409 },
        );
      case "invariato":
        return redirectWithToast(here, leadMoveToasts.unchanged());
      case "salvato":
        return redirectWithToast(here, leadMoveToasts.saved());
    }
  } catch (error) {
    if (!isTransientWriteFailure(error)) throw error;
    logger.error({ err: error }, "Lead non salvato:");
    return busy("modifica", submission.reply());
  }
}
