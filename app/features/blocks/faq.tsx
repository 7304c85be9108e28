import type { FaqItem } from "~/features/blocks/content/faq-item";
import * as styles from "./faq.css";

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
