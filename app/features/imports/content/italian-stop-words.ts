/**
 * Words that never make an imported article's keywords: forms of the commonest Italian verbs
 * and the usual function words. Keywords are longer than 4 letters, so shorter words ("sono",
 * "come", "dove") would never be looked up and are not listed. Lowercase, with their accents.
 */

const commonVerbs = [
  // essere
  "essere", "siamo", "siete", "stato", "stata", "stati", "state", "erano", "eravamo", "eravate",
  "saremo", "sarete", "saranno", "sarebbe", "sarebbero", "sarei", "saremmo", "fosse", "fossero",
  "essendo",
  // avere
  "avere", "abbiamo", "avete", "hanno", "aveva", "avevo", "avevamo", "avevano", "avremo", "avranno",
  "avrebbe", "avrebbero", "avrei", "abbia", "abbiano", "avesse", "avessero", "avuto", "avuta",
  "avuti", "avute", "avendo",
  // fare
  "facciamo", "fanno", "fatto", "fatta", "fatti", "fatte", "faceva", "facevano", "faranno",
  "farebbe", "farebbero", "faccia", "facciano", "facendo",
  // dire
  "diciamo", "dicono", "detto", "detta", "detti", "dette", "diceva", "dicevano", "diranno",
  "direbbe", "dicendo",
  // potere
  "potere", "posso", "possiamo", "possono", "potete", "poteva", "potevano", "potrà", "potranno",
  "potrebbe", "potrebbero", "potrei", "potremmo", "possa", "possano", "potuto", "potendo",
  // volere
  "volere", "voglio", "vogliamo", "vogliono", "volete", "voleva", "volevano", "vorrà", "vorranno",
  "vorrebbe", "vorrebbero", "vorrei", "vorremmo", "voglia", "vogliano", "voluto", "volendo",
  // dovere
  "dovere", "dobbiamo", "devono", "dovete", "doveva", "dovevano", "dovrà", "dovranno", "dovrebbe",
  "dovrebbero", "dovrei", "dovremmo", "debba", "debbano", "dovuto", "dovendo",
  // sapere
  "sapere", "sappiamo", "sanno", "sapete", "sapeva", "sapevano", "saprà", "sapranno", "saprebbe",
  "sappia", "saputo", "sapendo",
  // stare
  "stare", "stiamo", "stanno", "stava", "stavano", "starà", "staranno", "starebbe", "stando",
  // andare
  "andare", "andiamo", "vanno", "andate", "andava", "andavano", "andrà", "andranno", "andrebbe",
  "andato", "andata", "andati", "andando",
  // venire
  "venire", "vengo", "viene", "veniamo", "vengono", "venite", "veniva", "venivano", "verrà",
  "verranno", "verrebbe", "venga", "vengano", "venuto", "venuta", "venuti", "venute", "venendo",
  // dare
  "diamo", "danno", "davano", "daranno", "darebbe", "dando",
  // vedere
  "vedere", "vediamo", "vedono", "vedete", "vedeva", "vedrà", "vedranno", "vedrebbe", "visto",
  "vista", "visti", "viste", "vedendo",
  // usare, utilizzare
  "usare", "usiamo", "usano", "usato", "usata", "usati", "usate", "usando", "utilizzare",
  "utilizza", "utilizzano", "utilizzato", "utilizzata", "utilizzati", "utilizzate",
];

const functionWords = [
  // Articulated prepositions, and the elided forms an apostrophe leaves behind ("quest'anno").
  "della", "delle", "degli", "dello", "dalla", "dalle", "dagli", "dallo", "nella", "nelle", "negli",
  "nello", "sulla", "sulle", "sugli", "sullo", "quest", "quell",
  // Demonstratives, quantifiers and pronouns.
  "questo", "questa", "questi", "queste", "quello", "quella", "quelli", "quelle", "quale", "quali",
  "quanto", "quanta", "quanti", "quante", "molto", "molta", "molti", "molte", "tutto", "tutta",
  "tutti", "tutte", "altro", "altra", "altri", "altre", "tanto", "tanta", "tanti", "tante",
  "troppo", "troppa", "troppi", "troppe", "pochi", "poche", "alcuni", "alcune", "alcuno", "alcuna",
  "nessuno", "nessuna", "ciascuno", "ciascuna", "ognuno", "ognuna", "qualche", "qualcosa",
  "qualcuno", "niente", "nulla", "stesso", "stessa", "stessi", "stesse", "proprio", "propria",
  "propri", "proprie", "nostro", "nostra", "nostri", "nostre", "vostro", "vostra", "vostri",
  "vostre", "costui", "costei", "coloro", "colui", "colei",
  // Conjunctions.
  "anche", "perché", "perche", "poiché", "quando", "oppure", "mentre", "quindi", "dunque",
  "allora", "inoltre", "tuttavia", "comunque", "infatti", "invece", "ovvero", "ossia", "perciò",
  "affinché", "benché", "sebbene", "finché", "siccome", "anziché", "neanche", "nemmeno", "neppure",
  // Prepositions and adverbs.
  "senza", "sopra", "sotto", "prima", "dentro", "fuori", "verso", "presso", "contro", "oltre",
  "durante", "attraverso", "mediante", "tramite", "secondo", "circa", "insieme", "davanti",
  "dietro", "sempre", "ancora", "spesso", "subito", "adesso", "ormai", "forse", "appena", "almeno",
  "soltanto", "solamente", "piuttosto", "abbastanza", "quasi", "infine", "ovunque", "laddove",
  "persino", "perfino", "altrettanto", "altrimenti",
];

export const italianStopWords: ReadonlySet<string> = new Set([...commonVerbs, ...functionWords]);
