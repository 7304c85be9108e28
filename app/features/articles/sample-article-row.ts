import type { SampleArticle } from "~/features/articles/content/sample-articles";

/** A built-in article as a published row, its meta fields derived the way the quick import does. */
export function sampleArticleRow(article: SampleArticle, authorId: string | null | undefined) {
  return {
    language: article.language ?? ("it" as const),
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    metaTitle: article.title,
    metaDescription: article.excerpt,
    keywords: article.category.toLowerCase(),
    status: "published" as const,
    authorId,
    publishedAt: new Date(article.publishedAt),
  };
}
