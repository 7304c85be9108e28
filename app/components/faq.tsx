import type { JsonLd } from "~/utils/seo";
import * as styles from "./faq.css";

export type FaqItem = { question: string; answer: string };

/** Questions as <details> sharing a name: one open at a time, and closable, without JavaScript. */
export function Faq({ items, name }: { items: readonly FaqItem[]; name: string }) {
  return (
    <div>
      {items.map((item) => (
        <details key={item.question} name={name} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

export function faqJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
