import { importSpoolSoon, wakeOutbox } from "../app/features/operations/background.server";
import { announceBlogChange, blogChangeOf } from "../app/features/blog/blog-updates.server";
import { onDomainEvent } from "../app/utils/domain-events.server";
import { forgetArticlePages } from "../app/utils/page-cache.server";
import { blogTag } from "../app/utils/headers";
import { singleton } from "../app/utils/singleton.server";
import { purgeEdge } from "./edge-purge";

/**
 * What the server does when the domain reports a committed write: a change readers can see
 * forgets the pages made from the articles, here and in the edge cache in front (so the next
 * reader, the admin who saved included, gets a fresh page), and reaches the open live-update
 * streams; a stored submission or other queued e-mails wake the e-mail worker, a spooled
 * submission the spool's import. Once per process, however often it is called.
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
    onDomainEvent("submissionStored", () => wakeOutbox());
    onDomainEvent("mailQueued", () => wakeOutbox());
    onDomainEvent("submissionSpooled", () => importSpoolSoon());
    return true;
  });
}
