import type { UploadProblem } from "~/features/articles/uploads.server";

/** Why an uploaded featured image was refused, as the article form says it. */
export const uploadProblems = {
  empty: "Il file è vuoto.",
  "too-large": "L'immagine supera i 15 MB: caricane una più leggera.",
  "not-an-image": "Il file non è un'immagine JPEG, PNG, WebP o AVIF.",
  "unsupported-type": "Formato non supportato: carica un'immagine JPEG, PNG, WebP o AVIF.",
  "unreadable-size":
    "Non è stato possibile leggere le dimensioni dell'immagine: salvala di nuovo e riprova.",
  "too-many-pixels":
    "L'immagine è troppo grande: al massimo 40 megapixel (ad esempio 8000 × 5000 pixel). Riducine le dimensioni e riprova.",
  heic: "Le foto HEIC non si possono mostrare in tutti i browser: caricala in JPEG. Condividendola dal telefono (ad esempio per e-mail) diventa un JPEG.",
} as const satisfies Record<UploadProblem, string>;

/** The texts around a generated featured image. */
export const imageGenerationText = {
  placeholder: "Immagine placeholder",
  generated: "Immagine generata",
  promptMissing: "Descrivi l'immagine da generare.",
  promptTooLong: "La descrizione può contenere al massimo 1000 caratteri.",
  notStored: "Non è stato possibile salvare l'immagine sul sito: riprova tra poco.",
} as const;

/** An image's alternative text, wherever staff write it: the editor's cover, the media page. */
export const imageAltText = {
  label: "Testo alternativo dell'immagine",
  hint: "Cosa mostra l'immagine, per chi non la vede: lo stesso testo ovunque compaia. Obbligatorio per pubblicare con un'immagine caricata.",
  mediaHint:
    "Cosa mostra l'immagine, per chi non la vede: vale ovunque compaia, negli articoli e nelle schede social.",
  missing:
    "Descrivi l'immagine caricata: chi usa un lettore di schermo sente questo testo. Serve per pubblicare.",
  missingOnMediaPage: "Scrivi cosa mostra l'immagine.",
  tooLong: "Il testo alternativo può contenere al massimo 250 caratteri.",
} as const;
