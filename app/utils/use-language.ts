import { useLocation } from "@remix-run/react";
import { languageOfPath } from "~/utils/language";

/** The language of the page being shown, from its address. */
export function useLanguage() {
  return languageOfPath(useLocation().pathname);
}
