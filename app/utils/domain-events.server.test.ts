import fs from "node:fs";
import Database from "better-sqlite3";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { users } from "../../db/schema";
import {
  createArticle,
  deleteArticle,
  findArticle,
  updateArticle,
} from "~/features/articles/articles.server";
import { db, isInTransaction, migrateDatabase } from "~/utils/db.server";
import { emitDomainEvent, onDomainEvent, type DomainEvents } from "~/utils/domain-events.server";
import { getEnv } from "~/utils/env.server";
import { articleSchema } from "~/features/articles/article-schema";
import { spoolDir } from "~/features/visitor-forms/spool.server";
import { acceptSubmission, contactKind } from "~/features/visitor-forms/visitor-submission.server";
import { bySite } from "~/features/articles/revisions.server";
import { logger } from "~/utils/logger.server";

let authorId = "";
beforeAll(() => {
  migrateDatabase();
  authorId = db
    .insert(users)
    .values({ email: "eventi@example.com", passwordHash: "x" })
    .returning()
    .get().id;
});

type Heard = {
  name: keyof DomainEvents;
  payload: unknown;
  inTransaction: boolean;
  seenByAnotherConnection: boolean;
};
let heard: Heard[] = [];
let stopListening: (() => void)[] = [];

/** Whether another connection, as another process would, already sees article `id`: only a committed row is seen. */
function committed(id: string) {
  const other = new Database(getEnv().DATABASE_PATH, { readonly: true });
  try {
    return other.prepare("select 1 from articles where id = ?").get(id) !== undefined;
  } finally {
    other.close();
  }
}

beforeEach(() => {
  heard = [];
  stopListening = (["articleChanged", "submissionStored", "submissionSpooled"] as const).map(
    (name) =>
      onDomainEvent(name, (payload) => {
        const id =
          name === "articleChanged" ? (payload as DomainEvents["articleChanged"]).id : null;
        heard.push({
          name,
          payload,
          inTransaction: isInTransaction(),
          seenByAnotherConnection: id !== null && committed(id),
        });
      }),
  );
});
afterEach(() => {
  for (const stop of stopListening) stop();
  vi.restoreAllMocks();
  fs.rmSync(spoolDir(), { recursive: true, force: true });
});

const input = (fields: Record<string, string>) =>
  articleSchema().parse({ category: "SEO", intent: "save", ...fields });

/** Runs `write` while the database refuses `statement`s on articles, as a full disk would. */
async function whileRefusing<T>(statement: "insert" | "update", write: () => Promise<T>) {
  db.run(
    sql.raw(
      `create trigger refuse_${statement} before ${statement} on articles begin select raise(abort, 'rifiutato'); end`,
    ),
  );
  try {
    return await write();
  } finally {
    db.run(sql.raw(`drop trigger refuse_${statement}`));
  }
}

describe("an article write", () => {
  test("emits articleChanged once, after its transaction has committed", async () => {
    const created = await createArticle(
      input({ title: "Evento di prova", intent: "publish" }),
      authorId,
    );
    if (created.outcome !== "saved") throw new Error(created.outcome);
    expect(heard).toEqual([
      {
        name: "articleChanged",
        payload: {
          id: created.id,
          slug: "evento-di-prova",
          language: "it",
          before: null,
          after: "published",
        },
        inTransaction: false,
        seenByAnotherConnection: true,
      },
    ]);

    heard = [];
    const article = findArticle(created.id)!;
    const updated = await updateArticle(
      article,
      input({ title: "Evento ritirato", intent: "draft" }),
      article.updatedAt.getTime(),
      bySite("editor"),
    );
    expect(updated.outcome).toBe("saved");
    expect(heard).toEqual([
      {
        name: "articleChanged",
        payload: {
          id: created.id,
          slug: "evento-ritirato",
          language: "it",
          before: "published",
          after: "draft",
        },
        inTransaction: false,
        seenByAnotherConnection: true,
      },
    ]);

    heard = [];
    expect(deleteArticle(created.id)).toBe(true);
    expect(heard.map(({ name, payload }) => ({ name, payload }))).toEqual([
      {
        name: "articleChanged",
        payload: { id: created.id, slug: "evento-ritirato", before: "draft", after: null },
      },
    ]);
  });

  test("that fails or is refused emits nothing", async () => {
    await expect(
      whileRefusing("insert", () => createArticle(input({ title: "Mai scritto" }), authorId)),
    ).rejects.toThrow("rifiutato");
    const created = await createArticle(input({ title: "Scritto una volta" }), authorId);
    if (created.outcome !== "saved") throw new Error(created.outcome);
    const article = findArticle(created.id)!;
    const version = article.updatedAt.getTime();
    heard = [];

    await expect(
      whileRefusing("update", () =>
        updateArticle(article, input({ title: "Rifiutato" }), version, bySite("editor")),
      ),
    ).rejects.toThrow("rifiutato");
    expect(await createArticle(input({ title: "Scritto una volta" }), authorId)).toEqual({
      outcome: "slug-taken",
    });
    expect(
      (
        await updateArticle(
          article,
          input({ title: "Versione vecchia" }),
          version - 1,
          bySite("editor"),
        )
      ).outcome,
    ).toBe("conflict");
    expect(deleteArticle("nessuno")).toBe(false);
    expect(heard).toEqual([]);
    expect(findArticle(created.id)?.title).toBe("Scritto una volta");
  });
});

const entry = (email: string) => ({
  value: {
    nome: "Giulia",
    cognome: "Russo",
    email,
    servizio: "consulenza",
    messaggio: "Vorrei una consulenza.",
    privacy_accepted: true as const,
    newsletter_accepted: false,
    ads_accepted: false,
  },
  source: "contatti",
  visitor: { ip: "198.51.100.70", userAgent: "Test" },
});

describe("a visitor's submission", () => {
  test("stored emits submissionStored once, out of the transaction", async () => {
    expect(await acceptSubmission(contactKind, entry("evento.salvato@example.com"))).toBe("stored");
    expect(
      heard.map(({ name, payload, inTransaction }) => ({ name, payload, inTransaction })),
    ).toEqual([{ name: "submissionStored", payload: { kind: "contact" }, inTransaction: false }]);
  });

  test("refused by the database and spooled emits submissionSpooled, never submissionStored", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    db.run(
      sql.raw(
        "create trigger guasto before insert on contact_submissions begin select raise(abort, 'guasto'); end",
      ),
    );
    try {
      expect(await acceptSubmission(contactKind, entry("evento.spool@example.com"))).toBe(
        "spooled",
      );
    } finally {
      db.run(sql.raw("drop trigger guasto"));
    }
    expect(heard.map(({ name, payload }) => ({ name, payload }))).toEqual([
      { name: "submissionSpooled", payload: { kind: "contact" } },
    ]);
  });
});

describe("the emitter", () => {
  test("refuses an event emitted inside a transaction, which rolls the write back", () => {
    const write = () =>
      db.transaction((tx) => {
        tx.insert(users).values({ email: "mai@example.com", passwordHash: "x" }).run();
        emitDomainEvent("submissionStored", { kind: "contact" });
      });
    expect(write).toThrow("inside a transaction");
    expect(heard).toEqual([]);
    expect(db.select().from(users).where(eq(users.email, "mai@example.com")).all()).toEqual([]);
  });

  test("logs a failing listener; the others still hear, and the write's caller is not failed", async () => {
    const errorLog = vi.spyOn(logger, "error").mockImplementation(() => {});
    const stop = onDomainEvent("submissionStored", () => {
      throw new Error("ascoltatore rotto");
    });
    try {
      expect(await acceptSubmission(contactKind, entry("evento.ascoltatore@example.com"))).toBe(
        "stored",
      );
    } finally {
      stop();
    }
    expect(heard.map(({ name }) => name)).toEqual(["submissionStored"]);
    expect(errorLog).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      "Reazione all'evento submissionStored non riuscita:",
    );
  });
});
