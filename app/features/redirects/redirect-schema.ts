import * as z from "zod";
import { redirectMessages as m } from "~/features/redirects/content/redirects";
import { sourceOf, targetOf } from "~/features/redirects/redirect-paths";

export type RedirectStatus = 301 | 302;

/** `301` or `302` as typed in a form or a file; null for anything else. */
export const redirectStatusOf = (text: string): RedirectStatus | null =>
  text === "301" ? 301 : text === "302" ? 302 : null;

/**
 * The redirect form of `/admin/reindirizzamenti` and its edit page: the source and target as
 * they are stored (see `sourceOf` and `targetOf`; `siteOrigin` is this site's, whose full
 * addresses are taken as paths) and the status.
 */
export function redirectSchema(siteOrigin: string) {
  return z.object({
    from: z.string({ error: m.source("empty") }).transform((value, ctx) => {
      const checked = sourceOf(value, siteOrigin);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: "custom", message: m.source(checked.problem, checked.prefix) });
      return z.NEVER;
    }),
    to: z.string({ error: m.target("empty") }).transform((value, ctx) => {
      const checked = targetOf(value, siteOrigin);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: "custom", message: m.target(checked.problem) });
      return z.NEVER;
    }),
    status: z.string({ error: m.status }).transform((value, ctx) => {
      const status = redirectStatusOf(value);
      if (status) return status;
      ctx.addIssue({ code: "custom", message: m.status });
      return z.NEVER;
    }),
  });
}

export type RedirectInput = z.output<ReturnType<typeof redirectSchema>>;
