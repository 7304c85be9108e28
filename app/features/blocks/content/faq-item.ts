/** One question of a FAQ and its answer, as the pages and their structured data show it. */
export type FaqItem = { question: string; answer: string };

import { catalogue } from "~/utils/language";

/** The heading over a page's frequently asked questions. */
export const faqHeadings = catalogue({
  it: "Domande frequenti",
  en: "Frequently asked questions",
});
