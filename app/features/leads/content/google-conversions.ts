/** `/admin/lead/conversioni`: the file to upload to Google Ads, and the clicks it cannot take. */

export const conversionNames = {
  qualificato: "Lead qualificato",
  proposta: "Proposta inviata",
  vinto: "Cliente vinto",
} as const;

export const conversionsPage = {
  title: "Conversioni per Google Ads",
  description:
    "Il file da caricare in Google Ads (Obiettivi › Conversioni › Caricamenti) con i lead arrivati da un annuncio che hanno raggiunto una fase.",
  back: "Torna ai lead",
  rules:
    "Contiene solo chi ha spuntato la casella per farlo sapere a Google e non l'ha revocata, mai chi ha scritto con Do Not Track o Global Privacy Control, e solo i clic degli ultimi 90 giorni. Ogni lead compare una volta, al momento in cui ha raggiunto la fase.",
  formTitle: "Quali conversioni",
  stage: "Fase raggiunta",
  from: "Dal",
  to: "Al",
  name: "Nome della conversione",
  nameHint: "Come l'azione di conversione si chiama in Google Ads.",
  show: "Mostra",
  ready: (count: number) =>
    count === 1 ? "1 conversione pronta da caricare." : `${count} conversioni pronte da caricare.`,
  download: "Scarica il CSV",
  apartTitle: "Clic da app e iOS",
  apartIntro:
    "Questi lead hanno solo un identificativo gbraid o wbraid, che la colonna Google Click ID non accetta: caricali a parte, con il modello di Google per quei clic.",
  apartCaption: "Lead con solo gbraid o wbraid",
  noneApart: "Nessun lead con solo gbraid o wbraid nel periodo.",
  columns: { lead: "Lead", time: "Conversione", value: "Valore", click: "Identificativo del clic" },
  leadLink: (id: number) => `Lead n. ${id}`,
};

export const conversionFieldMessages = {
  nameMissing: "Scrivi il nome della conversione come si chiama in Google Ads.",
  nameTooLong: "Il nome può avere al massimo 100 caratteri.",
};
