import { Link, useLocation, useMatches } from "@remix-run/react";
import { languageSwitch, navigation } from "~/features/site/content/navigation";
import { type Alternates, fixedAlternates, type Language } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";

/** The page's translations: its loader's, for content; the address table's, for the rest. */
function usePageAlternates(): Alternates | null {
  const { pathname } = useLocation();
  const data = useMatches().at(-1)?.data as { alternates?: Alternates } | null | undefined;
  return data?.alternates ?? fixedAlternates(pathname);
}

/**
 * The same page in the other language, or that language's home when the page has no
 * translation, which the link says, in the language it leads to: its words name the home
 * ('English home page') and its title, a pointer's tooltip and a screen reader's description
 * of the link, says why. Never a redirect: the visitor chooses (decision 0291).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const other: Language = language === "it" ? "en" : "it";
  const translation = usePageAlternates()?.[other];
  const words = languageSwitch[other];
  return (
    <Link
      to={translation ?? navigation[other].home}
      hrefLang={other}
      lang={other}
      className={className}
      title={translation ? undefined : words.homeNote}
      data-language-switch=""
    >
      {translation ? words.samePage : words.home}
    </Link>
  );
}
