import { Link, type MetaFunction } from "@remix-run/react";
import {
  aboutCta,
  aboutHead,
  aboutHero,
  founders,
  history,
  mission,
  team,
  values,
  vision,
} from "~/features/blocks/content/about";
import * as page from "~/styles/page.css";
import { button, container, section } from "~/styles/ui.css";
import { pageHead } from "~/utils/seo";
import * as styles from "../chi-siamo.css";

export { marketingPageHeaders as headers } from "~/utils/headers";
export { countedPageLoader as loader } from "~/features/analytics/counted-page";

export const meta: MetaFunction = (args) => pageHead(args, aboutHead);

export default function ChiSiamo() {
  return (
    <>
      <section className={page.hero} aria-labelledby="chi-siamo-titolo">
        <div className={container}>
          <h1 id="chi-siamo-titolo">{aboutHero.title}</h1>
          <p className={page.lead}>{aboutHero.lead}</p>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="storia-titolo">
        <h2 id="storia-titolo">{history.title}</h2>
        <div className={styles.history}>
          <div className={styles.historyText}>
            {history.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ol className={styles.timeline}>
            {history.milestones.map((milestone) => (
              <li key={milestone.year} className={styles.milestone}>
                <strong className={styles.year}>{milestone.year}</strong> {milestone.text}
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className={page.band}>
        <div className={`${container} ${section} ${styles.purpose}`}>
          <section id="missione" aria-labelledby="missione-titolo">
            <h2 id="missione-titolo">{mission.title}</h2>
            <p>{mission.text}</p>
          </section>
          <section id="visione" aria-labelledby="visione-titolo">
            <h2 id="visione-titolo">{vision.title}</h2>
            <p>{vision.text}</p>
          </section>
        </div>
      </div>

      <section className={`${container} ${section}`} aria-labelledby="fondatori-titolo">
        <h2 id="fondatori-titolo">{founders.title}</h2>
        <ul className={page.grid}>
          {founders.people.map((person) => (
            <li key={person.name} className={page.card}>
              <h3 className={page.cardTitle}>{person.name}</h3>
              <p className={page.cardMeta}>{person.role}</p>
              <p className={page.badge}>{person.certification}</p>
              <p>{person.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="team-titolo">
        <h2 id="team-titolo">{team.title}</h2>
        <ul className={page.grid}>
          {team.people.map((person) => (
            <li key={person.name} className={page.card}>
              <h3 className={page.cardTitle}>{person.name}</h3>
              <p className={page.cardMeta}>{person.role}</p>
              <p>{person.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={page.band}>
        <section className={`${container} ${section}`} aria-labelledby="valori-titolo">
          <h2 id="valori-titolo">{values.title}</h2>
          <ul className={page.grid}>
            {values.items.map((value) => (
              <li key={value.title} className={page.card}>
                <h3 className={page.cardTitle}>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={`${container} ${section}`} aria-labelledby="cta-titolo">
        <div className={page.callToAction}>
          <h2 id="cta-titolo">{aboutCta.title}</h2>
          <p className={page.callToActionText}>{aboutCta.text}</p>
          <Link to={aboutCta.link.to} className={button.primary}>
            {aboutCta.link.label}
          </Link>
        </div>
      </section>
    </>
  );
}
