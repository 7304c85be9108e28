/** The staff area's words for an article's English translation (the staff area is Italian). */
export const articleTranslationText = {
  panelTitle: "Traduzione inglese",
  none: "Questo articolo non ha ancora una traduzione inglese.",
  create: "Crea la traduzione inglese",
  aiDraft: "Bozza automatica con l'AI",
  edit: "Modifica la traduzione inglese",
  status: (status: string) => `Stato: ${status}`,
  stale: "Traduzione da aggiornare",
  staleNote:
    "L'articolo italiano è cambiato dopo l'ultimo salvataggio della traduzione: rileggila e salvala.",
  original: "Originale italiano",
  originalLink: "Apri l'originale italiano",
  englishMarker: "EN",
  englishMarkerLabel: "In inglese",
  created: {
    type: "success",
    title: "Traduzione creata",
    description: "Una bozza in inglese, copia dell'italiano: traducila e salvala.",
  },
  notItalian: "Solo un articolo italiano può avere una traduzione inglese.",
  exists: "La traduzione inglese esiste già.",
} as const;
