import { writeRefusedAlert } from "~/components/form-messages";
import type { Toast } from "~/utils/toast.server";

const refused = (title: string, description: string): Toast => ({
  type: "error",
  title,
  description,
});

const notDrafted = "Bozza inglese non creata";

/** What the editor shows after asking the text model for an English first draft. */
export const translationDraftToasts = {
  drafted: {
    type: "success",
    title: "Bozza inglese pronta",
    description:
      "Il modello ha tradotto il contenuto in una bozza: rileggila e correggila prima di pubblicarla.",
  },
  notConfigured: refused(
    notDrafted,
    "Il modello di testo non è configurato: chiedi a un amministratore di impostarlo.",
  ),
  notFound: refused(notDrafted, "Il contenuto da tradurre non esiste più."),
  notItalian: refused(notDrafted, "Si chiede una bozza inglese solo dall'originale italiano."),
  translationExists: refused(
    notDrafted,
    "La traduzione inglese esiste già e non è una bozza: modificala dal suo editor.",
  ),
  tooLong: refused(notDrafted, "Il contenuto è troppo lungo per il modello: traducilo a mano."),
  noAnswer: refused(
    notDrafted,
    "Il modello di testo non ha risposto: riprova tra qualche minuto. Non è stato salvato nulla.",
  ),
  malformed: refused(
    notDrafted,
    "La risposta del modello non è una traduzione completa del contenuto: non è stato salvato nulla. Riprova.",
  ),
  notStored: { type: "error", ...writeRefusedAlert },
} satisfies Record<string, Toast>;

/** A post that names no content to translate: only a forged one does. */
export const translationDraftRequestRefused = "Richiesta non valida";
