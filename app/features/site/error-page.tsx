import { isRouteErrorResponse } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { errorCopy } from "~/features/site/content/frame";
import { navigation } from "~/features/site/content/navigation";
import { site } from "~/utils/site";
import { useLanguage } from "~/utils/use-language";
import { container, section } from "~/styles/ui.css";

/** What a visitor sees when a page fails: the not-found page for a 404, an apology otherwise. */
export function ErrorPage({ error }: { error: unknown }) {
  const language = useLanguage();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const words = errorCopy[language];
  return (
    <div className={`${container} ${section}`}>
      <h1>{words.title}</h1>
      <p>
        {words.apology} <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
      <p>
        <a href={navigation[language].home}>{words.home}</a>
      </p>
    </div>
  );
}
