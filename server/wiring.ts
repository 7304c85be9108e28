import {
  deriveImagesSoon,
  importSpoolSoon,
  wakeCampaigns,
  wakeLeadEvents,
  wakeOutbox,
} from "./background";
import { announceBlogChange, blogChangeOf } from "../app/features/blog/blog-updates.server";
import { onDomainEvent } from "../app/utils/domain-events.server";
import { countLeaving } from "../app/features/newsletter/index.server";
import {
  forgetArticlePages,
  forgetEventPages,
  forgetMarketingPages,
} from "../app/utils/page-cache.server";
import { reloadRedirects } from "../app/features/redirects/redirect-table.server";
import { blogTag, eventsTag, languageTag, pagesTag, redirectsTag } from "../app/utils/headers";
import { singleton } from "../app/utils/singleton.server";
import { purgeEdge } from "./edge-purge";

/**
 * What the server does when the domain reports a committed write: a change readers can see
 * forgets the pages made from the articles, here and in the edge cache in front (so the next
 * reader, the admin who saved included, gets a fresh page), and reaches the open live-update
 * streams; a change of the redirects reloads the table requests are answered from and purges
 * the answers the edge kept from the old one (the page cache keeps none: redirects are
 * answered before it, and no source is a page it keeps); a stored submission or other
 * queued e-mails wake the e-mail worker, a queued campaign the campaigns' worker, an
 * unsubscribe counts in the figures of the last campaign its subscriber was sent, a spooled
 * submission wakes the spool's import, an uploaded image the making of its sizes, whose end (like a new alternative text) forgets
 * the blog's pages again. A change to an event (saved, filled, or its hour come) forgets
 * the events' pages here and at the edge; one to the marketing pages' content, every
 * marketing page and the blog's in its language (its search and sitemap list them). Once per process, however often it is called.
 */
export function wireDomainEvents() {
  singleton("domain-events-wired", () => {
    onDomainEvent("articleChanged", (change) => {
      const blogChange = blogChangeOf(change);
      if (!blogChange) return;
      forgetArticlePages();
      purgeEdge([blogTag]);
      announceBlogChange(blogChange);
    });
    onDomainEvent("eventChanged", () => {
      forgetEventPages();
      purgeEdge([eventsTag]);
    });
    onDomainEvent("pageChanged", (change) => {
      const language = change.language === "en" ? "en" : "it";
      forgetMarketingPages(language);
      purgeEdge([languageTag(pagesTag, language), languageTag(blogTag, language)]);
    });
    onDomainEvent("redirectsChanged", () => {
      reloadRedirects();
      purgeEdge([redirectsTag]);
    });
    onDomainEvent("submissionStored", () => {
      wakeOutbox();
      wakeLeadEvents();
    });
    onDomainEvent("leadChanged", () => wakeLeadEvents());
    onDomainEvent("mailQueued", () => wakeOutbox());
    onDomainEvent("campaignQueued", () => wakeCampaigns());
    onDomainEvent("subscriberLeft", ({ subscriberId }) => countLeaving(subscriberId));
    onDomainEvent("submissionSpooled", () => importSpoolSoon());
    onDomainEvent("imageStored", () => deriveImagesSoon());
    // Pages made before the sizes existed showed the image whole: the next reader gets them.
    const showImagesAnew = () => {
      forgetArticlePages();
      purgeEdge([blogTag]);
    };
    onDomainEvent("imageDerived", showImagesAnew);
    onDomainEvent("imageDescribed", showImagesAnew);
    onDomainEvent("uploadsRenamed", showImagesAnew);
    return true;
  });
}
