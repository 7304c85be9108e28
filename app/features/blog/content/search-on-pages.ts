import { catalogue } from "~/utils/language";

/**
 * The search's words that other pages show: the field that the blog, its articles and the
 * not-found page carry, and the heading of the related articles under an article. Apart from
 * the results page's copy (`search.ts`), which those pages' scripts need not carry.
 */
export const searchFieldCopy = catalogue({
  it: {
    fieldLabel: "Cerca negli articoli",
    placeholder: "Es. packaging, elezioni comunali",
    submit: "Cerca",
    formLabel: "Cerca nel blog",
    relatedTitle: "Potrebbe interessarti anche",
  },
  en: {
    fieldLabel: "Search the articles",
    placeholder: "E.g. packaging, trade fairs",
    submit: "Search",
    formLabel: "Search the blog",
    relatedTitle: "You may also like",
  },
});
