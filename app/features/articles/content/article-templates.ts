/**
 * Starting points for the article editor: whole-article templates, sections to drop in, and
 * the texts of the formatting toolbar. All of it is Markdown in the dialect the blog renders
 * (tables, `- [ ]` checklists, `::: nota` boxes); there is no `#` heading, since the page
 * shows the article's title as its only h1.
 */

export const articleTemplates = [
  {
    id: "guida-pratica",
    label: "Guida pratica",
    content: `Descrivi qui in due o tre frasi il problema che la guida risolve e per chi è pensata.

## Di cosa hai bisogno

- [Strumento o accesso necessario]
- [Competenza o dato da preparare]

## Passo 1: [titolo del passo]

Spiega cosa fare e perché conta.

## Passo 2: [titolo del passo]

Spiega cosa fare e quale risultato aspettarsi.

::: suggerimento
Aggiungi qui un consiglio pratico che fa risparmiare tempo.
:::

## Errori da evitare

- [Errore comune e come evitarlo]

Vuoi applicare questa guida alla tua attività? [Parlane con noi](/contatti).`,
  },
  {
    id: "caso-studio",
    label: "Caso studio",
    content: `Presenta il cliente in una frase: settore, dimensioni, mercato.

## La sfida

Descrivi qui il problema di partenza e gli obiettivi concordati.

## La strategia

Racconta le scelte fatte e perché: canali, messaggi, tempi.

## Le attività

- [Attività svolta]
- [Attività svolta]

## I risultati

| Indicatore | Prima | Dopo |
| --- | --- | --- |
| [Metrica] | [Valore] | [Valore] |

> [Commento del cliente sul lavoro svolto]

Hai una sfida simile? [Raccontacela](/contatti).`,
  },
  {
    id: "novita",
    label: "Novità",
    content: `Riassumi la novità in una frase: cosa cambia e da quando.

## Cosa cambia

Descrivi qui la novità con parole semplici, senza gergo tecnico.

## Perché è importante

Spiega quali effetti avrà su aziende, clienti o utenti.

## Cosa fare adesso

- [ ] [Prima azione consigliata]
- [ ] [Seconda azione consigliata]

::: nota
Indica la fonte ufficiale della notizia e la data di riferimento.
:::

Vuoi capire come riguarda la tua attività? [Contattaci](/contatti).`,
  },
  {
    id: "lista",
    label: "Lista",
    content: `Introduci la lista: quanti punti contiene e cosa ne ricaverà chi legge.

## 1. [Primo punto]

Descrivi qui il punto con un esempio concreto.

## 2. [Secondo punto]

Descrivi qui il punto con un esempio concreto.

## 3. [Terzo punto]

Descrivi qui il punto con un esempio concreto.

## In sintesi

Riprendi in due frasi il punto più importante.

Ti serve una mano a mettere in pratica questi consigli? [Scrivici](/contatti).`,
  },
] as const;

export type ArticleTemplateId = (typeof articleTemplates)[number]["id"];

export const articleSections = [
  {
    id: "introduzione",
    label: "Introduzione",
    content: `## Introduzione

Descrivi qui il tema dell'articolo, a chi si rivolge e cosa imparerà chi legge.`,
  },
  {
    id: "punti-chiave",
    label: "Punti chiave",
    content: `## Punti chiave

- [Primo punto chiave]
- [Secondo punto chiave]
- [Terzo punto chiave]`,
  },
  {
    id: "citazione",
    label: "Citazione",
    content: `> [Testo della citazione]
>
> — [Nome e ruolo di chi parla]`,
  },
  {
    id: "faq",
    label: "Domande frequenti",
    content: `## Domande frequenti

### [Prima domanda]

Scrivi qui la risposta.

### [Seconda domanda]

Scrivi qui la risposta.`,
  },
  {
    id: "call-to-action",
    label: "Invito all'azione",
    content: `::: importante Parliamone
Vuoi mettere in pratica quello che hai letto? [Contattaci](/contatti): ti rispondiamo entro 24 ore.
:::`,
  },
  {
    id: "tabella-confronto",
    label: "Tabella di confronto",
    content: `| Caratteristica | [Opzione A] | [Opzione B] |
| --- | --- | --- |
| [Costo] | [Valore] | [Valore] |
| [Tempi] | [Valore] | [Valore] |
| [Ideale per] | [Valore] | [Valore] |`,
  },
] as const;

export type ArticleSectionId = (typeof articleSections)[number]["id"];

export const editorText = {
  toolbar: "Formattazione",
  actions: {
    heading2: "Sottotitolo",
    heading3: "Titoletto",
    bold: "Grassetto",
    italic: "Corsivo",
    link: "Link",
    bulletList: "Elenco puntato",
    numberedList: "Elenco numerato",
    checklist: "Lista di controllo",
    quote: "Citazione",
    code: "Codice",
    table: "Tabella",
    rule: "Linea di separazione",
  },
  /** A button's tooltip: its name and the keys that do the same from the text. */
  withShortcut: (label: string, key: string) => `${label} (Ctrl+${key} o ⌘${key})`,
  /** What the toolbar writes when there is no selected text to format. */
  placeholders: {
    bold: "testo in grassetto",
    italic: "testo in corsivo",
    code: "codice",
    linkText: "testo del link",
    linkUrl: "https://",
    tableHeaders: ["Colonna 1", "Colonna 2"],
    tableCell: "Valore",
    title: "Titolo dell'articolo",
  },
  cheatSheet: {
    title: "Guida rapida al Markdown",
    syntax: "Scrivi",
    result: "Ottieni",
    rows: [
      { syntax: "## Titolo", result: "Sottotitolo" },
      { syntax: "### Titolo", result: "Titoletto" },
      { syntax: "**grassetto**", result: "Grassetto" },
      { syntax: "_corsivo_", result: "Corsivo" },
      { syntax: "[testo](https://…)", result: "Link" },
      { syntax: "- elemento", result: "Elenco puntato" },
      { syntax: "1. elemento", result: "Elenco numerato" },
      { syntax: "- [ ] da fare", result: "Lista di controllo (- [x] per una voce fatta)" },
      { syntax: "> citazione", result: "Citazione" },
      { syntax: "`codice`", result: "Codice nel testo (``` su righe a sé per un blocco)" },
      { syntax: "| A | B |\n| --- | --- |\n| 1 | 2 |", result: "Tabella" },
      { syntax: "---", result: "Linea di separazione (con una riga vuota prima)" },
      {
        syntax: "::: nota\nTesto\n:::",
        result: "Riquadro: nota, suggerimento, importante o attenzione",
      },
    ],
  },
  template: "Modello",
  applyTemplate: "Applica modello",
  section: "Sezione",
  insertSection: "Inserisci sezione",
  replaceQuestion: {
    question: "Il contenuto attuale verrà sostituito dal modello. Vuoi continuare?",
    confirm: "Sostituisci",
    cancel: "Annulla",
  },
} as const;

/**
 * A template as it fills the content: under an H1 with the article's title. The SEO
 * score wants exactly one H1 in the content, and the page still shows the title once: the
 * renderer drops a first heading equal to it.
 */
export const templateWithTitle = (template: { content: string }, title: string) =>
  `# ${title.trim() || editorText.placeholders.title}\n\n${template.content}`;
