import * as page from "~/styles/page.css";

export type Card = { title: string; description: string };

/** Services, reasons, advantages: short cards of a title and a sentence, in a responsive grid. */
export function CardGrid({ items }: { items: readonly Card[] }) {
  return (
    <ul className={page.grid}>
      {items.map((item) => (
        <li key={item.title} className={page.card}>
          <h3 className={page.cardTitle}>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
