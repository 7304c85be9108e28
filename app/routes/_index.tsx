import { Link, type MetaFunction } from "@remix-run/react";
import { homeHead, homeHero } from "~/content/home";
import { button, container } from "~/styles/ui.css";
import { pageHead } from "~/utils/seo";
import * as styles from "./_index.css";

export const meta: MetaFunction = (args) => pageHead(args, homeHead);

export default function Home() {
  return (
    <section className={styles.hero} aria-labelledby="hero-titolo">
      <div className={container}>
        <h1 id="hero-titolo">{homeHero.headline}</h1>
        <p className={styles.lead}>{homeHero.subline}</p>
        <div className={styles.actions}>
          <Link to={homeHero.primary.to} className={button.primary}>
            {homeHero.primary.label}
          </Link>
          <Link to={homeHero.secondary.to} className={button.secondary}>
            {homeHero.secondary.label}
          </Link>
        </div>
        <ul className={styles.proofPoints}>
          {homeHero.proofPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
