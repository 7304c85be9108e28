import { catalogue } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import * as styles from "./testimonials.css";

/** The rating spelled out for screen readers. */
const ratingWords = catalogue({
  it: (value: number, max: number) => `Valutazione: ${value} su ${max}`,
  en: (value: number, max: number) => `Rating: ${value} out of ${max}`,
});

/** A client's words as a card shows them; a rating of 0 shows no stars. */
export type Testimonial = {
  nome: string;
  attivita: string;
  testo: string;
  rating: number;
  iniziali: string;
};

/** Stars drawn as text, with the rating spelled out for screen readers. */
export function Rating({ value, max = 5 }: { value: number; max?: number }) {
  const spelled = ratingWords[useLanguage()];
  return (
    <p className={styles.rating}>
      <span aria-hidden="true">
        {"★".repeat(value)}
        {"☆".repeat(max - value)}
      </span>
      <span className={styles.visuallyHidden}>{spelled(value, max)}</span>
    </p>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      {testimonial.rating > 0 ? <Rating value={testimonial.rating} /> : null}
      <blockquote className={styles.quote}>
        <p>{testimonial.testo}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {testimonial.iniziali}
        </span>
        <span>
          <strong>{testimonial.nome}</strong>
          <br />
          <span className={styles.source}>{testimonial.attivita}</span>
        </span>
      </figcaption>
    </figure>
  );
}
