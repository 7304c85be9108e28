import { BlogCardItem } from "~/features/blog/blog-card";
import type { BlogCard } from "~/features/blog/blog";
import { searchFieldCopy } from "~/features/blog/content/search-on-pages";
import { useLanguage } from "~/utils/use-language";
import * as blogStyles from "~/styles/blog.css";
import * as styles from "~/features/blog/search-field.css";

/** Three articles to read next, under an article (see `relatedArticles`). */
export function RelatedArticles({ articles }: { articles: BlogCard[] }) {
  const language = useLanguage();
  if (articles.length === 0) return null;
  return (
    <section className={styles.aside} aria-labelledby="articoli-correlati">
      <h2 id="articoli-correlati">{searchFieldCopy[language].relatedTitle}</h2>
      <ul className={blogStyles.cards}>
        {articles.map((article) => (
          <li key={article.slug}>
            <BlogCardItem article={article} eager={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
