/** One question of a FAQ and its answer, as the pages and their structured data show it. */
export type FaqItem = { question: string; answer: string };

/** The heading over a page's frequently asked questions. */
export const faqHeading = "Domande frequenti";
