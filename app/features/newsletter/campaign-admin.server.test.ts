import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { emailOutbox, newsletterCampaigns, newsletterSubscribers } from "../../../db/schema";
import { readPostalAddress } from "~/features/newsletter/campaign-email.server";
import { campaignById, createCampaign } from "~/features/newsletter/campaigns.server";
import * as campaignPage from "~/features/newsletter/routes/admin.newsletter.campagne.$id";
import * as previewRoute from "~/features/newsletter/routes/admin.newsletter.campagne.$id.anteprima";
import * as listPage from "~/features/newsletter/routes/admin.newsletter.campagne._index";
import * as newPage from "~/features/newsletter/routes/admin.newsletter.campagne.nuova";
import { db, migrateDatabase } from "~/utils/db.server";
import { createSession } from "~/utils/session.server";
import { momentToRomeTime } from "~/utils/rome-time";
import { formattedAddress } from "~/utils/site";
import { activityAbout } from "../../../tests/support/activity";
import { setEnv } from "../../../tests/support/env";
import { addUser } from "../../../tests/support/lead-contacts";

type Who = "editor" | "admin";
const people: Record<Who, { id: string; email: string; cookie: string }> = {
  editor: { id: "", email: "", cookie: "" },
  admin: { id: "", email: "", cookie: "" },
};

beforeAll(async () => {
  migrateDatabase();
  for (const role of ["editor", "admin"] as const) {
    const user = addUser(`${role}.campagne@example.com`, role, role);
    const cookie = (await createSession(user.id)).split(";")[0]!;
    people[role] = { ...user, cookie };
  }
  db.insert(newsletterSubscribers)
    .values(
      ["lettrice@example.it", "lettore@example.it"].map((email) => ({
        email,
        status: "confirmed" as const,
        token: `token-${email}`,
        source: "footer",
        consentAt: new Date(),
      })),
    )
    .run();
});

afterEach(() => setEnv({ SITE_URL: "http://localhost:3000" }));

const address = (id: number | null) =>
  id === null ? "/admin/newsletter/campagne/nuova" : `/admin/newsletter/campagne/${id}`;

type RouteFunction = (args: never) => unknown;

type Ran = { status: number; response: Response | null; data: Record<string, unknown> };

/** What a route function answered or threw: its status, and its data or Response. */
async function run(route: RouteFunction, request: Request, id?: number): Promise<Ran> {
  let answer: unknown;
  try {
    answer = await route({
      request,
      params: { id: id === undefined ? "" : String(id) },
      context: {},
    } as never);
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, response: answer, data: {} };
  const wrapped = answer as { data?: unknown; init?: { status?: number } | null };
  const isData = wrapped !== null && typeof wrapped === "object" && "init" in wrapped;
  return {
    status: isData ? (wrapped.init?.status ?? 200) : 200,
    response: null,
    data: (isData ? wrapped.data : answer) as Record<string, unknown>,
  };
}

const post = (who: Who, path: string, form: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      Cookie: people[who].cookie,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form),
  });

const get = (who: Who, path: string) =>
  new Request(`http://localhost:3000${path}`, { headers: { Cookie: people[who].cookie } });

const savePost = (who: Who, id: number | null, form: Record<string, string>) =>
  run(
    (id === null ? newPage.action : campaignPage.action) as RouteFunction,
    post(who, address(id), form),
    id ?? undefined,
  );

function draft(subject: string) {
  const change = createCampaign(people.editor, {
    subject,
    preheader: "",
    body: "Il testo della campagna.",
    webVersion: true,
  });
  if (change.outcome !== "saved") throw new Error(change.outcome);
  return campaignById(change.id)!;
}

const version = (id: number) => String(campaignById(id)!.updatedAt.getTime());

describe("writing", () => {
  test("a refused draft comes back with what was typed, each message by its field, and 400", async () => {
    const long = "x".repeat(151);
    const answer = await savePost("editor", null, {
      intent: "salva",
      subject: long,
      preheader: "Il sommario",
      content: "",
      web_version: "on",
    });
    expect(answer.status).toBe(400);
    const result = answer.data.result as {
      initialValue: Record<string, string>;
      error: Record<string, string[]>;
    };
    expect(result.initialValue).toMatchObject({
      subject: long,
      preheader: "Il sommario",
      web_version: "on",
    });
    expect(result.error.subject).toEqual(["L'oggetto può avere al massimo 150 caratteri."]);
    expect(result.error.content).toEqual([
      "Scrivi il testo della campagna, o riempilo con il riepilogo degli articoli.",
    ]);
    expect(db.select().from(newsletterCampaigns).all()).toEqual([]);
  });

  test("an editor's draft is saved without counted clicks, whatever the post says", async () => {
    const answer = await savePost("editor", null, {
      intent: "salva",
      subject: "Le novità di dicembre",
      content: "Buone feste!",
      count_clicks: "on",
    });
    expect(answer.status).toBe(303);
    const id = Number(answer.response!.headers.get("Location")!.split("/").at(-1));
    expect(campaignById(id)).toMatchObject({
      subject: "Le novità di dicembre",
      body: "Buone feste!",
      webVersion: false,
      countClicks: false,
    });
    // An admin turns counting on.
    const admin = await savePost("admin", id, {
      intent: "salva",
      subject: "Le novità di dicembre",
      content: "Buone feste!",
      count_clicks: "on",
      updated_at: version(id),
    });
    expect(admin.status).toBe(303);
    expect(campaignById(id)!.countClicks).toBe(true);
  });

  test("a save over a version someone else replaced is refused with 409 and the typed text", async () => {
    const campaign = draft("Due mani sulla stessa bozza");
    const answer = await savePost("editor", campaign.id, {
      intent: "salva",
      subject: "La mia versione",
      content: "Il mio testo",
      updated_at: String(campaign.updatedAt.getTime() - 1),
    });
    expect(answer.status).toBe(409);
    expect((answer.data.alert as { description: string }).description).toContain(
      "cambiata da qualcun altro",
    );
    expect(answer.data.result).toMatchObject({ initialValue: { content: "Il mio testo" } });
    expect(campaignById(campaign.id)!.subject).toBe("Due mani sulla stessa bozza");
  });

  test("'Riepilogo degli articoli' without articles says so and keeps the text", async () => {
    const answer = await savePost("editor", null, {
      intent: "riepilogo",
      subject: "Il riepilogo",
      content: "Il mio saluto",
    });
    expect(answer.status).toBe(200);
    expect(answer.data.alert).toMatchObject({ title: "Nessun articolo da riepilogare" });
    expect(answer.data.result).toMatchObject({ initialValue: { content: "Il mio saluto" } });
    expect(
      db
        .select()
        .from(newsletterCampaigns)
        .all()
        .map((row) => row.subject),
    ).not.toContain("Il riepilogo");
  });
});

describe("sending", () => {
  test("an editor may test a campaign, and gets it at their own address; sending is an admin's", async () => {
    const campaign = draft("Da provare");
    const tested = await run(
      campaignPage.action as RouteFunction,
      post("editor", address(campaign.id), { intent: "prova" }),
      campaign.id,
    );
    expect(tested.status).toBe(303);
    expect(
      db
        .select({ subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.recipient, people.editor.email),
            eq(emailOutbox.template, "newsletter-campaign"),
          ),
        )
        .all(),
    ).toEqual([{ subject: "[Prova] Da provare" }]);
    expect(activityAbout("Da provare").map((row) => row.action)).toContain("campaign-test-sent");

    for (const intent of ["invia", "programma", "annulla-programmazione"]) {
      const refused = await run(
        campaignPage.action as RouteFunction,
        post("editor", address(campaign.id), { intent, updated_at: version(campaign.id) }),
        campaign.id,
      );
      expect(refused.status, intent).toBe(403);
      expect(refused.data).toEqual({ message: "Accesso non autorizzato" });
    }
    expect(campaignById(campaign.id)!.status).toBe("draft");
  });

  test("an admin's send on a site without https is refused with the reason", async () => {
    const campaign = draft("Dal sito senza https");
    const answer = await run(
      campaignPage.action as RouteFunction,
      post("admin", address(campaign.id), { intent: "invia", updated_at: version(campaign.id) }),
      campaign.id,
    );
    expect(answer.status).toBe(409);
    expect((answer.data.alert as { description: string }).description).toContain("https");
    expect(campaignById(campaign.id)!.status).toBe("draft");
  });

  test("an admin sends a draft to the confirmed subscribers, over the version confirmed", async () => {
    setEnv({ SITE_URL: "https://www.example.it" });
    const campaign = draft("Si parte");
    const page = await run(
      campaignPage.loader as RouteFunction,
      get("admin", `${address(campaign.id)}?conferma=invio`),
      campaign.id,
    );
    expect(page.data).toMatchObject({ confirm: "invio", audience: 2, refusal: null });
    const stale = await run(
      campaignPage.action as RouteFunction,
      post("admin", address(campaign.id), { intent: "invia", updated_at: "1" }),
      campaign.id,
    );
    expect(stale.status).toBe(409);
    const sent = await run(
      campaignPage.action as RouteFunction,
      post("admin", address(campaign.id), { intent: "invia", updated_at: version(campaign.id) }),
      campaign.id,
    );
    expect(sent.status).toBe(303);
    expect(campaignById(campaign.id)).toMatchObject({ status: "sending", recipients: 2 });
    expect(activityAbout("Si parte").map((row) => row.action)).toContain("campaign-sent");
    // A sent campaign is no longer a draft: no form, no second send.
    const after = await run(
      campaignPage.loader as RouteFunction,
      get("admin", address(campaign.id)),
      campaign.id,
    );
    expect(after.data).toMatchObject({ form: null, confirm: null });
    expect(JSON.stringify(after.data)).not.toContain("@example.it");
  });

  test("'Programma' takes a time to come, in Italy's clock, and 'Annulla programmazione' undoes it", async () => {
    setEnv({ SITE_URL: "https://www.example.it" });
    const campaign = draft("Per domani");
    const past = await run(
      campaignPage.action as RouteFunction,
      post("admin", address(campaign.id), {
        intent: "programma",
        updated_at: version(campaign.id),
        when: "2020-01-01T09:00",
      }),
      campaign.id,
    );
    expect(past.status).toBe(400);
    expect(past.data.schedule).toMatchObject({
      initialValue: { when: "2020-01-01T09:00" },
      error: { when: ["Quest'ora è già passata: scegline una futura."] },
    });
    const at = new Date(Date.now() + 86_400_000);
    at.setUTCSeconds(0, 0);
    const scheduled = await run(
      campaignPage.action as RouteFunction,
      post("admin", address(campaign.id), {
        intent: "programma",
        updated_at: version(campaign.id),
        when: momentToRomeTime(at),
      }),
      campaign.id,
    );
    expect(scheduled.status).toBe(303);
    expect(campaignById(campaign.id)).toMatchObject({ status: "scheduled", scheduledAt: at });
    const unscheduled = await run(
      campaignPage.action as RouteFunction,
      post("admin", address(campaign.id), {
        intent: "annulla-programmazione",
        updated_at: version(campaign.id),
      }),
      campaign.id,
    );
    expect(unscheduled.status).toBe(303);
    expect(campaignById(campaign.id)).toMatchObject({ status: "draft", scheduledAt: null });
  });
});

describe("the preview and the address", () => {
  test("the preview is the e-mail's HTML, framed by the site only, never cached", async () => {
    const campaign = draft("In anteprima");
    const answer = await run(
      previewRoute.loader as RouteFunction,
      get("editor", `${address(campaign.id)}/anteprima?tema=scuro`),
      campaign.id,
    );
    expect(answer.status).toBe(200);
    const response = answer.response!;
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(await response.text()).toContain("Il testo della campagna.");
  });

  test("the postal address is an admin's, cannot be emptied, and is logged when changed", async () => {
    expect(readPostalAddress()).toBe(formattedAddress);
    const editor = await run(
      listPage.action as RouteFunction,
      post("editor", "/admin/newsletter/campagne", { intent: "indirizzo", address: "Via Roma 1" }),
    );
    expect(editor.status).toBe(403);
    const empty = await run(
      listPage.action as RouteFunction,
      post("admin", "/admin/newsletter/campagne", { intent: "indirizzo", address: "   " }),
    );
    expect(empty.status).toBe(400);
    expect(empty.data.result).toMatchObject({
      error: { address: ["Scrivi l'indirizzo postale: non può restare vuoto."] },
    });
    expect(readPostalAddress()).toBe(formattedAddress);
    const saved = await run(
      listPage.action as RouteFunction,
      post("admin", "/admin/newsletter/campagne", {
        intent: "indirizzo",
        address: "Via Roma 1, 70033 Corato (BA)",
      }),
    );
    expect(saved.status).toBe(303);
    expect(readPostalAddress()).toBe("Via Roma 1, 70033 Corato (BA)");
    // The editor sees the list, never the setting.
    const list = await run(
      listPage.loader as RouteFunction,
      get("editor", "/admin/newsletter/campagne"),
    );
    expect(list.data).toMatchObject({ admin: false, postalAddress: null, audience: 2 });
  });
});
