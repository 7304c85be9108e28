import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { NotFound, notFoundHead } from "~/components/not-found";
import { marketingPageHeaders } from "~/utils/headers";
import { aboutPageContent } from "~/features/pages/agency-pages.server";
import * as page from "~/styles/page.css";
import { button, container, section } from "~/styles/ui.css";
import { languageOfRequest } from "~/utils/language";
import { pageHead } from "~/utils/seo";
import * as styles from "../chi-siamo.css";

export const headers = marketingPageHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const page = aboutPageContent(language);
  return page
    ? { page, alternates: page.alternates }
    : data({ page: null, alternates: null }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.page ? pageHead(args, args.data.page.head) : notFoundHead(args);

type AboutPage = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["page"]>;

export default function ChiSiamo() {
  const { page } = useLoaderData<typeof loader>();
  return page ? <AboutView page={page} /> : <NotFound />;
}

function AboutView({
  page: {
    title,
    lead,
    history,
    mission,
    vision,
    foundersTitle,
    founders,
    teamTitle,
    team,
    values,
    closing,
  },
}: {
  page: AboutPage;
}) {
  return (
    <>
      <section className={page.hero} aria-labelledby="chi-siamo-titolo">
        <div className={container}>
          <h1 id="chi-siamo-titolo">{title}</h1>
          <p className={page.lead}>{lead}</p>
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
        <h2 id="fondatori-titolo">{foundersTitle}</h2>
        <ul className={page.grid}>
          {founders.map((person) => (
            <li key={person.name} className={page.card}>
              <h3 className={page.cardTitle}>{person.name}</h3>
              <p className={page.cardMeta}>{person.role}</p>
              {person.certification ? <p className={page.badge}>{person.certification}</p> : null}
              <p>{person.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="team-titolo">
        <h2 id="team-titolo">{teamTitle}</h2>
        <ul className={page.grid}>
          {team.map((person) => (
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
          <h2 id="cta-titolo">{closing.title}</h2>
          <p className={page.callToActionText}>{closing.text}</p>
          <Link to={closing.cta.to} className={button.primary}>
            {closing.cta.label}
          </Link>
        </div>
      </section>
    </>
  );
}
