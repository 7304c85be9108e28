/**
 * The search's words that other pages show: the field that the blog, its articles and the
 * not-found page carry, and the heading of the related articles under an article. Apart from
 * the results page's copy (`search.ts`), which those pages' scripts need not carry.
 */
export const searchFieldText = {
  fieldLabel: "Cerca negli articoli",
  placeholder: "Es. packaging, elezioni comunali",
  submit: "Cerca",
  formLabel: "Cerca nel blog",
} as const;

export const relatedArticlesTitle = "Potrebbe interessarti anche";
