import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import {
  unreadableFormAlerts,
  writeRefusedAlert,
  type FormAlertContent,
} from "~/components/form-messages";
import type { EditorView } from "~/features/articles/article-editor";
import { answerEditorIntent, isEditorIntent } from "~/features/articles/index.server";
import {
  previewCampaign,
  readPostalAddress,
  savePostalAddress,
} from "~/features/newsletter/campaign-email.server";
import {
  campaignSchema,
  postalAddressSchema,
  scheduleSchema,
  versionSchema,
  type CampaignFormValues,
} from "~/features/newsletter/campaign-schema";
import {
  audienceSize,
  queueCampaign,
  sendingRefusal,
  sendTestCampaign,
} from "~/features/newsletter/campaign-sending.server";
import {
  articleDigest,
  campaignById,
  campaignLinks,
  campaignList,
  createCampaign,
  deleteCampaignDraft,
  handedCount,
  recordCampaignActivity,
  saveCampaignDraft,
  scheduleCampaign,
  unscheduleCampaign,
  type Campaign,
  type CampaignChange,
} from "~/features/newsletter/campaigns.server";
import {
  campaignAlerts,
  campaignMessages,
  campaignToasts,
} from "~/features/newsletter/content/campaigns";
import { archivePath, campaignPath, campaignsPath } from "~/features/newsletter/paths";
import { isLanguage, type Language } from "~/utils/language";
import { recordActivity, type StaffActor } from "~/utils/activity.server";
import { hasRole } from "~/utils/auth.server";
import { db, staffWrite, writeRefused } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { formatDate, formatMoment } from "~/utils/format";
import { retryLaterHeaders } from "~/utils/headers";
import type { SessionUser } from "~/utils/session.server";
import { wholeAnswer } from "~/utils/resource-answer.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The staff pages of the campaigns: what they show, and their posts. Editors write, preview
 * and test; admins send, schedule and unschedule, count clicks and set the postal address.
 * Editors see counts only: no page here names a subscriber.
 */

type Staff = { user: SessionUser };

const isAdmin = (user: SessionUser) => hasRole(user, "admin");

const actorOf = (user: SessionUser): StaffActor => ({ id: user.id, email: user.email });

/** What a signed-in editor gets for an admin's post: the refusal every admin route gives. */
function requireAdmin(user: SessionUser) {
  if (!isAdmin(user)) throw data({ message: "Accesso non autorizzato" }, { status: 403 });
}

const writeView: EditorView = {
  tab: "write",
  previewHtml: null,
  bodyFormat: null,
  askReplaceTemplate: false,
  imageNotice: null,
};

const moment = (value: Date | null) => value?.getTime() ?? null;

/**
 * Who a campaign sent now would reach, and why it could not be sent: the audience is read
 * once (the confirmed subscribers, of the campaign's language when it has one, checked
 * against the suppressions).
 */
function audienceNow(language?: Language) {
  const audience = audienceSize(language);
  return { audience, refusal: sendingRefusal(audience) };
}

type Figures = Pick<
  Campaign,
  "recipients" | "delivered" | "bounced" | "complained" | "unsubscribed"
>;

/** What the provider and the subscribers told of a campaign, as its pages show it. */
const figuresOf = (campaign: Figures): Figures => ({
  recipients: campaign.recipients,
  delivered: campaign.delivered,
  bounced: campaign.bounced,
  complained: campaign.complained,
  unsubscribed: campaign.unsubscribed,
});

/** `/admin/newsletter/campagne`: every campaign, the audience now, and the admin's setting. */
export function campaignsPageData({ user }: Staff) {
  const admin = isAdmin(user);
  return {
    admin,
    ...audienceNow(),
    postalAddress: admin ? readPostalAddress() : null,
    campaigns: campaignList().map((campaign) => ({
      id: campaign.id,
      subject: campaign.subject,
      status: campaign.status,
      scheduledAt: moment(campaign.scheduledAt),
      sentAt: moment(campaign.sentAt),
      handed: campaign.handed,
      countClicks: campaign.countClicks,
      clicks: campaign.clicks,
      links: campaign.links,
      figures: figuresOf(campaign),
    })),
  };
}

function formValuesOf(campaign: Campaign | null): CampaignFormValues {
  return {
    subject: campaign?.subject ?? "",
    preheader: campaign?.preheader ?? "",
    content: campaign?.body ?? "",
    language: campaign?.language ?? "it",
    web_version: campaign?.webVersion ? "on" : "",
    count_clicks: campaign?.countClicks ? "on" : "",
    updated_at: campaign ? String(campaign.updatedAt.getTime()) : "",
  };
}

/** The editor of a new campaign. */
export function newCampaignData({ user }: Staff) {
  return { admin: isAdmin(user), values: formValuesOf(null), view: writeView };
}

/** A campaign by its address's id; 404 for any other. */
export function requireCampaign(idParam: string | undefined) {
  const id = /^\d{1,9}$/.test(idParam ?? "") ? Number(idParam) : null;
  const campaign = id === null ? null : campaignById(id);
  if (!campaign) throw data({ message: "Campagna non trovata" }, { status: 404 });
  return campaign;
}

export type Confirmation = "invio" | "elimina";

/** The second step asked for in the address (`?conferma=invio`), when the campaign allows it. */
function confirmationOf(
  request: Request,
  campaign: Campaign,
  user: SessionUser,
  refusal: string | null,
): Confirmation | null {
  const asked = new URL(request.url).searchParams.get("conferma");
  if (campaign.status !== "draft") return null;
  if (asked === "elimina") return "elimina";
  if (asked === "invio" && isAdmin(user) && refusal === null) return "invio";
  return null;
}

/** A campaign's page: its state and figures, the preview, the test, sending, the editor. */
export function campaignPageData(request: Request, campaign: Campaign, { user }: Staff) {
  const admin = isAdmin(user);
  const waiting = campaign.status === "draft" || campaign.status === "scheduled";
  const went = campaign.status === "sending" || campaign.status === "sent";
  const now = waiting ? audienceNow(campaign.language) : { audience: null, refusal: null };
  return {
    admin,
    ownEmail: user.email,
    campaign: {
      id: campaign.id,
      slug: campaign.slug,
      subject: campaign.subject,
      status: campaign.status,
      webVersion: campaign.webVersion,
      webVersionPath: archivePath(campaign.slug, campaign.language),
      language: campaign.language,
      countClicks: campaign.countClicks,
      scheduledAt: moment(campaign.scheduledAt),
      sentAt: moment(campaign.sentAt),
      handed: campaign.status === "sending" ? handedCount(campaign.id) : 0,
      version: campaign.updatedAt.getTime(),
      figures: figuresOf(campaign),
    },
    links: went && campaign.countClicks ? campaignLinks(campaign.id) : null,
    ...now,
    confirm: confirmationOf(request, campaign, user, now.refusal),
    form: campaign.status === "draft" ? formValuesOf(campaign) : null,
    view: writeView,
  };
}

export type CampaignAnswer = {
  result?: SubmissionResult<string[]>;
  schedule?: SubmissionResult<string[]>;
  alert: FormAlertContent | null;
  view?: EditorView;
  /** Set when the server filled the body (the digest): the editor starts again from it. */
  filled?: number;
};

const answer = (value: CampaignAnswer, init?: ResponseInit) => data<CampaignAnswer>(value, init);

const refusedAnswer = () =>
  answer({ alert: writeRefusedAlert }, { status: 503, headers: retryLaterHeaders });

/** A change that found the campaign moved on: why, as the page says it. */
const changeAlert = (change: Exclude<CampaignChange, { outcome: "saved" }>) =>
  change.outcome === "not-editable" ? campaignAlerts.notEditable : campaignAlerts.stale;

/** The posted text fields, as the form shows them again. */
function typedValues(form: FormData) {
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== "intent") values[name] = value;
  return values;
}

/**
 * 'Riepilogo degli articoli': the body comes back with the digest after what was typed; the
 * rest of the form as it was. Nothing is stored until the draft is saved.
 */
function answerDigest(form: FormData, now: Date) {
  const values = typedValues(form);
  // The articles of the language the campaign is being written in.
  const digest = articleDigest(
    now,
    undefined,
    isLanguage(values.language) ? values.language : "it",
  );
  const result: SubmissionResult<string[]> = { initialValue: values, error: {} };
  if (digest.count === 0)
    return answer({
      result,
      alert: {
        title: "Nessun articolo da riepilogare",
        description: campaignMessages.noArticles(formatDate(digest.since)),
      },
      view: writeView,
    });
  const typed = (values.content ?? "").trimEnd();
  values.content = typed ? `${typed}\n\n${digest.markdown}\n` : `${digest.markdown}\n`;
  return answer({ result, alert: null, view: writeView, filled: now.getTime() });
}

/**
 * The campaign form's post (`existing` null: a new draft). Saved: 303 to the campaign with
 * its toast. Otherwise the form again with what was typed: 400 by the fields, 409 when the
 * campaign was changed, scheduled or sent meanwhile, 503 when the database took no write.
 * The editor's own buttons (its preview tab without JavaScript) and the digest change
 * nothing stored.
 */
export async function handleCampaignForm(
  request: Request,
  existing: Campaign | null,
  { user }: Staff,
) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok)
    return answer(
      { alert: unreadableFormAlerts[body.problem] },
      { status: body.status, headers: refusedBodyHeaders },
    );
  const form = body.formData;
  const intent = form.get("intent");
  const now = new Date();
  const pageIntent = existing && typeof intent === "string" ? pageIntents[intent] : undefined;
  if (existing && pageIntent) return pageIntent(form, existing, user, now);
  if (isEditorIntent(intent)) return answerEditorIntent(intent, form, null);
  if (intent === "riepilogo") return answerDigest(form, now);
  const submission = parseWithZod(form, { schema: campaignSchema });
  if (submission.status !== "success")
    return answer({ result: submission.reply(), alert: null }, { status: 400 });
  const input = submission.value;
  const draft = {
    subject: input.subject,
    preheader: input.preheader,
    body: input.content,
    language: input.language,
    webVersion: input.web_version,
    // Only an admin decides whether links are counted; an editor's post keeps the choice.
    countClicks: isAdmin(user) ? input.count_clicks : undefined,
  };
  const actor = actorOf(user);
  const saved = await staffWrite(() =>
    existing
      ? saveCampaignDraft(actor, existing.id, input.updated_at ?? -1, draft, now)
      : createCampaign(actor, draft, now),
  );
  if (saved === writeRefused)
    return answer(
      { result: submission.reply(), alert: writeRefusedAlert },
      { status: 503, headers: retryLaterHeaders },
    );
  if (saved.outcome !== "saved")
    return answer({ result: submission.reply(), alert: changeAlert(saved) }, { status: 409 });
  return redirectWithToast(campaignPath(saved.id), {
    type: "success",
    ...(existing ? campaignToasts.saved : campaignToasts.created),
  });
}

type PageIntent = (
  form: FormData,
  campaign: Campaign,
  user: SessionUser,
  now: Date,
) => Promise<Response | ReturnType<typeof answer>>;

/** The version a post carries, or null when it is missing or not a number. */
function versionOf(form: FormData) {
  const parsed = versionSchema.safeParse({ updated_at: form.get("updated_at") ?? undefined });
  return parsed.success ? parsed.data.updated_at : null;
}

/** A change by version that ends on the campaign's page with `toast`, or says why not. */
async function changed(
  campaign: Campaign,
  change: () => CampaignChange,
  toast: { title: string; description: string },
  to = campaignPath(campaign.id),
) {
  const outcome = await staffWrite(change);
  if (outcome === writeRefused) return refusedAnswer();
  if (outcome.outcome !== "saved") return answer({ alert: changeAlert(outcome) }, { status: 409 });
  return redirectWithToast(to, { type: "success", ...toast });
}

/**
 * Logs a send the delivery already took: the mail is on its way whatever the log does, so a
 * refused write of the log's row (logged by `staffWrite`) does not turn it into a failure.
 */
async function logSent(
  user: SessionUser,
  action: "campaign-sent" | "campaign-test-sent",
  subject: string,
  now: Date,
) {
  await staffWrite(() => recordCampaignActivity(actorOf(user), action, subject, now));
}

const pageIntents: Record<string, PageIntent> = {
  async prova(_form, campaign, user, now) {
    const sent = await staffWrite(() => sendTestCampaign(campaign.id, user.email));
    if (sent === writeRefused) return refusedAnswer();
    if (sent !== "queued") return answer({ alert: campaignAlerts.gone }, { status: 409 });
    await logSent(user, "campaign-test-sent", campaign.subject, now);
    return redirectWithToast(campaignPath(campaign.id), {
      type: "success",
      ...campaignToasts.tested(user.email),
    });
  },

  async elimina(form, campaign, user) {
    const version = versionOf(form);
    if (version === null) return answer({ alert: campaignAlerts.stale }, { status: 400 });
    return changed(
      campaign,
      () => deleteCampaignDraft(actorOf(user), campaign.id, version),
      campaignToasts.deleted,
      campaignsPath,
    );
  },

  async invia(form, campaign, user, now) {
    requireAdmin(user);
    const version = versionOf(form);
    if (version === null) return answer({ alert: campaignAlerts.stale }, { status: 400 });
    if (campaign.status !== "draft")
      return answer({ alert: campaignAlerts.notEditable }, { status: 409 });
    if (campaign.updatedAt.getTime() !== version)
      return answer({ alert: campaignAlerts.stale }, { status: 409 });
    const queued = await staffWrite(() => queueCampaign(campaign.id, user.id, now));
    if (queued === writeRefused) return refusedAnswer();
    if (queued.outcome === "refused")
      return answer({ alert: campaignAlerts.refused(queued.message) }, { status: 409 });
    if (queued.outcome !== "queued") return answer({ alert: campaignAlerts.gone }, { status: 409 });
    await logSent(user, "campaign-sent", campaign.subject, now);
    return redirectWithToast(campaignPath(campaign.id), {
      type: "success",
      ...campaignToasts.queued(queued.recipients),
    });
  },

  async programma(form, campaign, user, now) {
    requireAdmin(user);
    const submission = parseWithZod(form, { schema: scheduleSchema(now) });
    if (submission.status !== "success")
      return answer({ schedule: submission.reply(), alert: null }, { status: 400 });
    const refusal = sendingRefusal();
    if (refusal)
      return answer(
        { schedule: submission.reply(), alert: campaignAlerts.refused(refusal) },
        { status: 409 },
      );
    const { updated_at: version, when } = submission.value;
    return changed(
      campaign,
      () => scheduleCampaign(actorOf(user), campaign.id, version, when, now),
      campaignToasts.scheduled(formatMoment(when)),
    );
  },

  async "annulla-programmazione"(form, campaign, user, now) {
    requireAdmin(user);
    const version = versionOf(form);
    if (version === null) return answer({ alert: campaignAlerts.stale }, { status: 400 });
    return changed(
      campaign,
      () => unscheduleCampaign(actorOf(user), campaign.id, version, now),
      campaignToasts.unscheduled,
    );
  },
};

/** The list page's post: the sender's postal address, an admin's setting. */
export async function handleCampaignsPost(request: Request, { user }: Staff) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok)
    return answer(
      { alert: unreadableFormAlerts[body.problem] },
      { status: body.status, headers: refusedBodyHeaders },
    );
  if (body.formData.get("intent") !== "indirizzo")
    return answer({ alert: campaignAlerts.stale }, { status: 400 });
  requireAdmin(user);
  const submission = parseWithZod(body.formData, { schema: postalAddressSchema });
  if (submission.status !== "success")
    return answer({ result: submission.reply(), alert: null }, { status: 400 });
  const now = new Date();
  const address = submission.value.address;
  const saved = await staffWrite(() =>
    db.transaction(
      (tx) => {
        savePostalAddress(tx, address, now);
        recordActivity(tx, { action: "newsletter-address-changed", actor: actorOf(user) }, now);
      },
      { behavior: "immediate" },
    ),
  );
  if (saved === writeRefused)
    return answer(
      { result: submission.reply(), alert: writeRefusedAlert },
      { status: 503, headers: retryLaterHeaders },
    );
  return redirectWithToast(campaignsPath, { type: "success", ...campaignToasts.addressSaved });
}

/** Framed by the site's own pages only; styles inline, pictures from the web, nothing else. */
export const previewPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/**
 * The e-mail as saved, light or dark (`?tema=scuro`), for the page's frames: a policy of its
 * own (the site's forbids being framed, and the e-mail's styles are inline), no script at all,
 * never kept by a cache.
 */
export async function campaignPreviewAnswer(request: Request, campaign: Campaign) {
  const scheme = new URL(request.url).searchParams.get("tema") === "scuro" ? "scuro" : "chiaro";
  const html = await previewCampaign(campaign, scheme);
  return wholeAnswer(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": previewPolicy,
    },
  });
}
