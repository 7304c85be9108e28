import type { LegalPage } from "~/features/blocks/content/legal";
import { site } from "~/utils/site";

// The three legal texts, sent by their pages' loaders with the document: thousands of words
// that the pages' scripts need not carry.

export const privacyPage: LegalPage = {
  head: {
    title: "Privacy Policy",
    description:
      "Informativa sul trattamento dei dati personali ai sensi del GDPR: titolare, dati raccolti, finalità e basi giuridiche, tempi di conservazione e diritti.",
    keywords: ["privacy policy", "informativa privacy", "GDPR", "trattamento dati personali"],
  },
  title: "Informativa sulla privacy",
  intro:
    "Questa informativa spiega, ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR), come trattiamo i dati personali di chi visita questo sito e ne usa i moduli.",
  controllerTitle: "Titolare del trattamento",
  sections: [
    {
      id: "dati-raccolti",
      title: "Dati raccolti",
      body: [
        "Con i moduli raccogliamo solo i dati che ci servono, e solo quando sei tu a fornirceli:",
        [
          "modulo di contatto e richieste di informazioni: nome, cognome, e-mail, servizio di interesse e messaggio; telefono e azienda se scegli di indicarli;",
          "iscrizione a eventi e corsi: nome, cognome, e-mail ed evento scelto; telefono, azienda e messaggio se scegli di indicarli; lo stato dell'iscrizione (confermata, in lista d'attesa, annullata, con le date), l'invio del promemoria e la presenza registrata all'ingresso dell'evento;",
          "newsletter: indirizzo e-mail e, se li indichi, nome e cognome, con la data e l'indirizzo IP del consenso;",
          "dati tecnici dell'invio: indirizzo IP e tipo di browser (user agent), registrati con ogni modulo inviato.",
        ],
        "I campi contrassegnati con l'asterisco sono necessari per dare seguito alla tua richiesta. Contiamo inoltre le pagine viste, senza cookie, come spiegato più sotto in «Statistiche di visita». Il sito usa solo cookie tecnici, descritti nella cookie policy.",
      ],
      links: [{ label: "Cookie policy", href: "/cookie" }],
    },
    {
      id: "statistiche",
      title: "Statistiche di visita",
      body: [
        "Contiamo le pagine viste sul nostro server, senza cookie e senza script nel tuo browser. Per ogni pagina vista registriamo:",
        [
          "l'indirizzo della pagina, senza i parametri che lo seguono, tranne quelli delle campagne (utm_*), registrati a parte;",
          "il dominio del sito da cui arrivi, se il browser lo indica (ad esempio google.com), non l'indirizzo completo della pagina;",
          "i parametri della campagna che ti ha portato qui (utm_source, utm_medium, utm_campaign, utm_content, utm_term);",
          "il tipo di dispositivo (computer, smartphone o tablet) e la famiglia del browser (ad esempio Chrome o Firefox).",
        ],
        "Per le statistiche non conserviamo il tuo indirizzo IP né lo user agent completo del browser, e non salviamo nulla sul tuo dispositivo. Per contare i visitatori calcoliamo una chiave dall'indirizzo IP e dallo user agent con un segreto che cambia ogni giorno e poi viene distrutto: così un visitatore è contato una volta al giorno e non può essere riconosciuto da un giorno all'altro.",
        "Non contiamo le visite dei browser che chiedono di non essere tracciati con Do Not Track (DNT: 1) o Global Privacy Control (Sec-GPC: 1), né quelle dei bot e dei caricamenti anticipati delle pagine (prefetch).",
        "Le singole visualizzazioni sono conservate 90 giorni; dopo restano solo i totali di ogni giorno.",
        "Quando invii il modulo di contatto, l'iscrizione a un evento o l'iscrizione alla newsletter, conserviamo con la richiesta la pagina da cui l'hai inviata e, della tua ultima visita di quel giorno, la pagina d'ingresso, il dominio di provenienza e i parametri della campagna (utm_source, utm_medium, utm_campaign). Questi dati seguono la richiesta: sono cancellati o resi anonimi insieme a essa, nei tempi indicati in «Conservazione».",
        "Base giuridica: il nostro legittimo interesse a capire quali pagine e quali canali funzionano (art. 6, par. 1, lett. f GDPR). Poiché nulla viene salvato sul tuo dispositivo, non serve il consenso. Puoi opporti in ogni momento (art. 21), anche attivando Global Privacy Control o Do Not Track nel tuo browser.",
      ],
    },
    {
      id: "finalita",
      title: "Finalità e basi giuridiche",
      body: [
        [
          "rispondere alle richieste di contatto e di informazioni e preparare preventivi: misure precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR);",
          "gestire le iscrizioni a eventi e corsi e inviarti le comunicazioni organizzative: esecuzione del contratto o di misure precontrattuali (art. 6, par. 1, lett. b GDPR);",
          "inviarti la newsletter e comunicazioni commerciali: il tuo consenso (art. 6, par. 1, lett. a GDPR), confermato via e-mail e revocabile in ogni momento;",
          "proteggere i moduli da invii abusivi o automatici, limitando gli invii per indirizzo IP: legittimo interesse alla sicurezza del servizio (art. 6, par. 1, lett. f GDPR);",
          "contare le visite al sito senza cookie, per capire quali pagine e quali canali funzionano: legittimo interesse (art. 6, par. 1, lett. f GDPR), come descritto in «Statistiche di visita»;",
          "adempiere agli obblighi di legge, ad esempio fiscali e contabili (art. 6, par. 1, lett. c GDPR).",
        ],
        "Non prendiamo decisioni basate unicamente su trattamenti automatizzati e non facciamo profilazione.",
      ],
    },
    {
      id: "destinatari",
      title: "Chi tratta i dati",
      body: [
        "I dati sono trattati dal personale autorizzato del titolare e dai fornitori che ci aiutano a erogare il servizio, nominati responsabili del trattamento (art. 28 GDPR): il fornitore dell'hosting del sito e il servizio di invio delle e-mail.",
        "Non vendiamo né diffondiamo i tuoi dati. Se un fornitore li tratta fuori dallo Spazio economico europeo, il trasferimento avviene solo con le garanzie previste dagli articoli 44-49 del GDPR, come le clausole contrattuali standard della Commissione europea.",
      ],
    },
    {
      id: "conservazione",
      title: "Conservazione",
      body: [
        [
          "richieste di contatto e di informazioni e iscrizioni a eventi e corsi: 730 giorni (2 anni) dall'invio, poi i dati vengono cancellati o resi anonimi;",
          "newsletter: fino alla disiscrizione, che puoi fare in ogni momento dal link presente in ogni e-mail;",
          "indirizzi IP usati per limitare gli invii ripetuti: un'ora;",
          "pagine viste, per le statistiche di visita: 90 giorni, poi restano solo i totali di ogni giorno;",
          "documenti fiscali e contabili: per il tempo previsto dalla legge.",
        ],
      ],
    },
    {
      id: "diritti",
      title: "I tuoi diritti",
      body: [
        "In ogni momento puoi chiedere al titolare:",
        [
          "l'accesso ai tuoi dati e una loro copia (art. 15 GDPR);",
          "la rettifica dei dati inesatti (art. 16);",
          "la cancellazione (art. 17);",
          "la limitazione del trattamento (art. 18);",
          "la portabilità dei dati che ci hai fornito (art. 20);",
          "di opporti al trattamento basato sul legittimo interesse (art. 21).",
        ],
        "Puoi revocare il consenso alla newsletter quando vuoi, senza conseguenze sui trattamenti svolti prima della revoca. Rispondiamo entro un mese dalla richiesta. Se ritieni che il trattamento violi il GDPR puoi proporre reclamo al Garante per la protezione dei dati personali.",
      ],
      links: [
        {
          label: "Sito del Garante per la protezione dei dati personali",
          href: "https://www.garanteprivacy.it",
          external: true,
        },
      ],
    },
  ],
  contact: {
    title: "Come contattarci",
    text: "Per esercitare i tuoi diritti o per qualsiasi domanda sul trattamento dei tuoi dati scrivi a",
    provider: {
      intro: "L'informativa è pubblicata anche presso il nostro fornitore di documenti legali:",
      label: "Informativa privacy completa",
      href: site.policyProvider.privacy,
      external: true,
    },
  },
};

export type CookieEntry = { name: string; purpose: string; duration: string; kind: string };

export const cookieList = {
  title: "Cookie che usiamo",
  labels: { purpose: "Finalità", duration: "Durata", kind: "Tipo" },
  items: [
    {
      name: "preferenze",
      purpose:
        "Ricorda le impostazioni di accessibilità che scegli (modalità scura, dimensione del testo, alto contrasto). Viene salvato solo quando le cambi.",
      duration: "1 anno",
      kind: "Tecnico, di prima parte",
    },
    {
      name: "messaggio",
      purpose:
        "Mostra una sola volta il messaggio di conferma o di errore dopo l'invio di un modulo.",
      duration: "Sessione: si cancella dopo la lettura del messaggio o alla chiusura del browser",
      kind: "Tecnico, di prima parte",
    },
  ] satisfies readonly CookieEntry[],
} as const;

export const cookiePage: LegalPage = {
  head: {
    title: "Cookie Policy",
    description:
      "I cookie di questo sito: solo due cookie tecnici, per le impostazioni di accessibilità e per i messaggi dopo l'invio di un modulo. Nessun cookie di profilazione o statistico.",
    keywords: ["cookie policy", "cookie tecnici", "informativa cookie"],
  },
  title: "Cookie policy",
  intro:
    "I cookie sono piccoli file di testo che un sito salva nel tuo browser. Questo sito usa solo cookie tecnici, necessari al suo funzionamento: nessun cookie di profilazione, di statistica o di terze parti.",
  controllerTitle: "Titolare del trattamento",
  sections: [
    {
      id: "consenso",
      title: "Perché non chiediamo il consenso",
      body: [
        "I cookie tecnici non richiedono il consenso (art. 122 del Codice privacy, d.lgs. 196/2003, e Linee guida del Garante del 10 giugno 2021): per questo il sito non mostra un banner. Se un giorno useremo cookie di altro tipo, li elencheremo qui e ti chiederemo il consenso prima di installarli.",
        "Le statistiche di visita non usano cookie: le pagine viste sono contate sul nostro server, come spiega l'informativa sulla privacy.",
      ],
    },
    {
      id: "siti-esterni",
      title: "Siti esterni",
      body: [
        "Alcuni link aprono, in una nuova scheda, siti di terze parti: il calendario per prenotare la consulenza, WhatsApp, i nostri profili social. Quei siti possono usare cookie propri, regolati dalle rispettive informative; il nostro sito non li installa.",
      ],
    },
    {
      id: "gestione",
      title: "Come gestire i cookie",
      body: [
        "Puoi cancellare o bloccare i cookie dalle impostazioni del tuo browser. Se blocchi il cookie preferenze il sito funziona comunque, ma non ricorda le impostazioni di accessibilità da una visita all'altra.",
        "Per i tuoi diritti sui dati personali e per come li trattiamo leggi l'informativa sulla privacy.",
      ],
      links: [{ label: "Informativa sulla privacy", href: "/privacy" }],
    },
  ],
  contact: {
    title: "Come contattarci",
    text: "Per qualsiasi domanda sui cookie scrivi a",
    provider: {
      intro: "La cookie policy è pubblicata anche presso il nostro fornitore di documenti legali:",
      label: "Cookie policy completa",
      href: site.policyProvider.cookie,
      external: true,
    },
  },
};

export const termsPage: LegalPage = {
  head: {
    title: "Termini e Condizioni",
    description:
      "Termini e condizioni d'uso del sito: servizi e preventivi, corsi ed eventi, uso corretto, proprietà intellettuale, responsabilità e legge applicabile.",
    keywords: ["termini e condizioni", "condizioni d'uso", "note legali"],
  },
  title: "Termini e condizioni d'uso",
  intro:
    "Questi termini regolano l'uso del sito. Usando il sito li accetti: ti chiediamo di leggerli con attenzione.",
  controllerTitle: "Gestore del sito",
  sections: [
    {
      id: "oggetto",
      title: "Oggetto",
      body: [
        "Il sito presenta i servizi di marketing digitale, i corsi e gli eventi del gestore e permette di inviare richieste di contatto, di iscriversi a eventi e corsi e alla newsletter. L'uso del sito è gratuito.",
      ],
    },
    {
      id: "servizi",
      title: "Servizi e preventivi",
      body: [
        "Le descrizioni dei servizi hanno scopo informativo e non sono un'offerta al pubblico. Ogni incarico è regolato da un preventivo o da un contratto scritto, che prevale su quanto indicato nel sito.",
      ],
    },
    {
      id: "corsi-eventi",
      title: "Corsi ed eventi",
      body: [
        "L'invio del modulo di iscrizione è una richiesta: l'iscrizione è confermata via e-mail, con le modalità di partecipazione e di pagamento. I prezzi dei corsi sono espressi in euro. Se un corso o un evento viene annullato da noi, ti proponiamo una nuova data o ti rimborsiamo per intero quanto hai già pagato.",
        "Se sei un consumatore restano fermi i diritti previsti dal Codice del consumo (d.lgs. 206/2005).",
      ],
    },
    {
      id: "uso",
      title: "Uso corretto del sito",
      body: [
        "Ti chiediamo di inserire dati veritieri e di non usare i moduli per inviare pubblicità, contenuti illeciti o richieste automatiche. Per proteggere il servizio limitiamo gli invii ripetuti dallo stesso indirizzo.",
      ],
    },
    {
      id: "proprieta-intellettuale",
      title: "Proprietà intellettuale",
      body: [
        "Testi, grafiche, loghi, foto e video del sito appartengono al gestore o ai rispettivi titolari e sono protetti dalla legge sul diritto d'autore (legge 633/1941). Puoi condividere i link alle pagine; ogni altra riproduzione richiede il nostro consenso scritto.",
      ],
    },
    {
      id: "link-esterni",
      title: "Link a siti esterni",
      body: [
        "Il sito contiene link a siti di terze parti, come il calendario delle prenotazioni, WhatsApp, i social network e il fornitore dei documenti legali, che si aprono in una nuova scheda. Non controlliamo i loro contenuti e non ne siamo responsabili.",
      ],
    },
    {
      id: "responsabilita",
      title: "Responsabilità",
      body: [
        "Curiamo i contenuti con attenzione, ma non possiamo garantire che siano sempre completi e aggiornati. Nei limiti consentiti dalla legge, non rispondiamo di danni derivanti dall'uso del sito o dalla sua temporanea indisponibilità.",
      ],
    },
    {
      id: "privacy-cookie",
      title: "Privacy e cookie",
      body: [
        "Come trattiamo i dati personali è spiegato nell'informativa sulla privacy; i cookie del sito sono descritti nella cookie policy. Entrambe sono pubblicate anche presso il nostro fornitore di documenti legali.",
      ],
      links: [
        { label: "Informativa sulla privacy", href: "/privacy" },
        { label: "Cookie policy", href: "/cookie" },
        {
          label: "Informativa privacy completa",
          href: site.policyProvider.privacy,
          external: true,
        },
        { label: "Cookie policy completa", href: site.policyProvider.cookie, external: true },
      ],
    },
    {
      id: "legge-foro",
      title: "Legge applicabile e foro competente",
      body: [
        "Questi termini sono regolati dalla legge italiana. Per le controversie con i consumatori è competente il foro del luogo di residenza o di domicilio del consumatore; negli altri casi è competente il foro del luogo in cui ha sede il gestore.",
      ],
    },
    {
      id: "modifiche",
      title: "Modifiche",
      body: [
        "Possiamo aggiornare questi termini; la data dell'ultimo aggiornamento è indicata in cima alla pagina e le modifiche valgono dalla loro pubblicazione.",
      ],
    },
  ],
  contact: { title: "Come contattarci", text: "Per domande su questi termini scrivi a" },
};
