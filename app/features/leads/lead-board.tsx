import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { leadsPage as t } from "~/features/leads/content/admin-leads";
import * as styles from "~/features/leads/admin-leads.css";
import { leadStages, stageLabels, type LeadStage } from "~/features/leads/lead-stages";
import { button, visuallyHidden } from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The board: a column a stage. Every card carries a stage select and 'Sposta', a plain post
 * that works without JavaScript. Hydrated, the same post goes through a fetcher, a card also
 * moves by dragging it to a column or by Alt + arrow keys, and the result is announced.
 */

export type BoardCard = {
  id: number;
  name: string;
  company: string | null;
  kind: string;
  subject: string;
  stage: LeadStage;
  lostReason: string | null;
  value: string | null;
  owner: string | null;
  firstResponse: { answered: boolean; span: string };
  nextAction: string | null;
  nextActionOn: string | null;
  overdue: boolean;
  english: boolean;
};

export type BoardColumn = {
  stage: LeadStage;
  label: string;
  count: number;
  value: string | null;
  cards: BoardCard[];
};

/** What the server answered a move; the shape `MoveAnswer` has on the server. */
type MoveData = {
  leadId: number;
  outcome: string;
  toast: { type: "success" | "error"; title: string };
  reasonError?: string;
};

const moveKey = "sposta-lead";

function MoveForm({ card, reasonError }: { card: BoardCard; reasonError: string | null }) {
  const fetcher = useFetcher<MoveData>({ key: moveKey });
  const hydrated = useHydrated();
  const [stage, setStage] = useState<LeadStage>(card.stage);
  const selectId = `lead-${card.id}-fase`;
  const reasonId = `lead-${card.id}-motivo`;
  const reasonInput = useRef<HTMLInputElement>(null);
  // A move to 'Perso' refused for want of a reason brings the reason's field to the keyboard.
  useEffect(() => {
    if (reasonError) reasonInput.current?.focus();
  }, [reasonError]);
  const askReason =
    reasonError !== null || (hydrated && stage === "perso" && card.stage !== "perso");
  return (
    <fetcher.Form method="post" className={styles.moveForm}>
      <input type="hidden" name="intent" value="sposta" />
      <input type="hidden" name="lead" value={card.id} />
      {hydrated ? <input type="hidden" name="inPagina" value="1" /> : null}
      <div className={styles.moveField}>
        <label htmlFor={selectId}>{t.moveLabel(card.name)}</label>
        <select
          id={selectId}
          name="fase"
          defaultValue={reasonError !== null ? "perso" : card.stage}
          onChange={(event) => setStage(event.currentTarget.value as LeadStage)}
        >
          {leadStages.map((value) => (
            <option key={value} value={value}>
              {stageLabels[value]}
            </option>
          ))}
        </select>
      </div>
      {askReason ? (
        <div className={styles.moveField}>
          <label htmlFor={reasonId}>{t.lostReason}</label>
          <input
            id={reasonId}
            name="motivo"
            maxLength={200}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-errore` : undefined}
            ref={reasonInput}
          />
          {reasonError ? (
            <p id={`${reasonId}-errore`} className={styles.fieldError}>
              {reasonError}
            </p>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className={button.secondary} aria-label={`${t.move}: ${card.name}`}>
        {t.move}
      </button>
    </fetcher.Form>
  );
}

function Card({
  card,
  reasonError,
  onKeyMove,
  onDragStart,
}: {
  card: BoardCard;
  reasonError: string | null;
  onKeyMove: (card: BoardCard, step: -1 | 1) => void;
  onDragStart: (card: BoardCard) => void;
}) {
  const hydrated = useHydrated();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || event.target !== event.currentTarget) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      onKeyMove(card, event.key === "ArrowRight" ? 1 : -1);
    }
  };
  return (
    <li>
      <article
        id={`lead-${card.id}`}
        className={styles.leadCard}
        aria-labelledby={`lead-${card.id}-nome`}
        {...(hydrated
          ? {
              tabIndex: 0,
              draggable: true,
              "aria-describedby": "lead-istruzioni",
              onKeyDown,
              onDragStart: (event: DragEvent<HTMLElement>) => {
                event.dataTransfer.setData("text/plain", String(card.id));
                event.dataTransfer.effectAllowed = "move";
                onDragStart(card);
              },
            }
          : {})}
      >
        <h3 id={`lead-${card.id}-nome`} className={styles.cardTitle}>
          <Link to={`/admin/lead/${card.id}`}>{card.name}</Link>
          {card.english ? <EnglishMark /> : null}
        </h3>
        {card.company ? <p className={styles.muted}>{card.company}</p> : null}
        <p className={styles.muted}>
          {card.subject} · {card.kind}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t.owner}:</dt> <dd>{card.owner ?? t.noneYet}</dd>
          </div>
          {card.value ? (
            <div>
              <dt>{t.value}:</dt> <dd>{card.value}</dd>
            </div>
          ) : null}
          {card.stage === "perso" && card.lostReason ? (
            <div>
              <dt>{t.lostReason}:</dt> <dd>{card.lostReason}</dd>
            </div>
          ) : null}
          {card.nextAction ? (
            <div>
              <dt>{t.nextAction}:</dt>{" "}
              <dd>
                {card.nextAction}
                {card.nextActionOn ? `, ${card.nextActionOn}` : ""}
                {card.overdue ? <span className={styles.overdue}> ({t.overdue})</span> : null}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.muted}>
          {card.firstResponse.answered
            ? t.answeredIn(card.firstResponse.span)
            : t.waitingFor(card.firstResponse.span)}
        </p>
        <MoveForm key={`${card.id}-${card.stage}`} card={card} reasonError={reasonError} />
      </article>
    </li>
  );
}

export function LeadBoard({
  columns,
  listAddress,
  answer,
}: {
  columns: BoardColumn[];
  /** The list with the same filters, for a column's cards beyond those shown. */
  listAddress: (stage: LeadStage) => string;
  /** The answer of a move posted without JavaScript that needs a reason. */
  answer: MoveData | undefined;
}) {
  const fetcher = useFetcher<MoveData>({ key: moveKey });
  const [dragged, setDragged] = useState<BoardCard | null>(null);
  const [over, setOver] = useState<LeadStage | null>(null);
  const focusAfter = useRef<number | null>(null);
  const moved = fetcher.data ?? answer;
  const reasonFor = moved?.outcome === "motivo" ? moved.leadId : null;
  const announced = fetcher.state === "idle" ? fetcher.data?.toast : undefined;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      const id = focusAfter.current;
      focusAfter.current = null;
      if (id !== null && fetcher.data.outcome !== "motivo")
        document.getElementById(`lead-${id}`)?.focus();
    }
  }, [fetcher.state, fetcher.data]);

  const move = (card: BoardCard, stage: LeadStage) => {
    focusAfter.current = card.id;
    fetcher.submit(
      { intent: "sposta", lead: String(card.id), fase: stage, inPagina: "1" },
      { method: "post" },
    );
  };

  const onKeyMove = (card: BoardCard, step: -1 | 1) => {
    const next = leadStages[leadStages.indexOf(card.stage) + step];
    if (next) move(card, next);
  };

  const dropProps = (stage: LeadStage) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!dragged) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setOver(stage);
    },
    onDragLeave: () => setOver((current) => (current === stage ? null : current)),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setOver(null);
      const card = dragged;
      setDragged(null);
      if (card && card.stage !== stage) move(card, stage);
    },
  });

  return (
    <>
      <p id="lead-istruzioni" className={visuallyHidden}>
        {t.dragHint}
      </p>
      {/* A refused move is said to everyone; a done one is seen on the board, and heard. */}
      <p
        role="status"
        aria-live="polite"
        className={announced?.type === "error" ? styles.fieldError : visuallyHidden}
      >
        {announced?.title}
      </p>
      <div className={styles.board}>
        {columns.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`fase-${column.stage}`}
            className={`${styles.column} ${over === column.stage ? styles.dropTarget : ""}`}
            {...dropProps(column.stage)}
          >
            <div className={styles.columnHead}>
              <h2 id={`fase-${column.stage}`} className={styles.columnTitle}>
                {column.label}
              </h2>
              <p className={styles.muted}>
                {t.columnCount(column.count)}
                {column.value ? ` · ${column.value}` : ""}
              </p>
            </div>
            {column.cards.length === 0 ? <p className={styles.muted}>{t.emptyColumn}</p> : null}
            <ol className={styles.cards}>
              {column.cards.map((card) => (
                <Card
                  key={card.id}
                  card={card}
                  reasonError={reasonFor === card.id ? (moved?.reasonError ?? null) : null}
                  onKeyMove={onKeyMove}
                  onDragStart={setDragged}
                />
              ))}
            </ol>
            {column.count > column.cards.length ? (
              <Link to={listAddress(column.stage)}>
                {t.moreInList(column.count - column.cards.length)}
              </Link>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}

/** 'EN' beside a lead sent from an English page, said in full to a screen reader. */
export function EnglishMark() {
  return (
    <>
      {" "}
      <span className={styles.languageMark} aria-hidden="true">
        EN
      </span>
      <span className={visuallyHidden}> ({t.english})</span>
    </>
  );
}

type Choice = { value: string; label: string };

/** The filters: a plain GET form, so a filtered view is an address to keep or share. */
export function LeadFiltersForm({
  filters,
  errors,
  owners,
  channels,
  campaigns,
  entryPaths,
  view,
}: {
  filters: Record<string, string>;
  errors: Record<string, string | undefined>;
  owners: { id: string; name: string }[];
  channels: string[];
  campaigns: string[];
  entryPaths: string[];
  view: "tabellone" | "elenco";
}) {
  const select = (name: string, label: string, any: string, choices: Choice[]) => (
    <div className={styles.filterField}>
      <label htmlFor={`filtro-${name}`}>{label}</label>
      <select id={`filtro-${name}`} name={name} defaultValue={filters[name] ?? ""}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FilterError name={name} errors={errors} />
    </div>
  );
  const plain = (values: string[]) => values.map((value) => ({ value, label: value }));
  const input = (name: string, label: string, type: "date" | "search") => (
    <div className={styles.filterField}>
      <label htmlFor={`filtro-${name}`}>{label}</label>
      <input
        id={`filtro-${name}`}
        name={name}
        type={type}
        defaultValue={filters[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `filtro-${name}-errore` : undefined}
      />
      <FilterError name={name} errors={errors} />
    </div>
  );
  return (
    <Form method="get" className={styles.filters} aria-label={t.filtersTitle}>
      {view === "elenco" ? <input type="hidden" name="vista" value="elenco" /> : null}
      {view === "elenco"
        ? select(
            "fase",
            t.filters.fase,
            t.any,
            leadStages.map((stage) => ({ value: stage, label: stageLabels[stage] })),
          )
        : null}
      {select("responsabile", t.filters.responsabile, t.anyOwner, [
        { value: "nessuno", label: t.noOwner },
        ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
      ])}
      {select("origine", t.filters.origine, t.any, plain(channels))}
      {select("campagna", t.filters.campagna, t.any, plain(campaigns))}
      {select("pagina", t.filters.pagina, t.any, plain(entryPaths))}
      {select("lingua", t.filters.lingua, t.any, [...t.languages])}
      {input("dal", t.filters.dal, "date")}
      {input("al", t.filters.al, "date")}
      {input("q", t.filters.q, "search")}
      <div className={styles.filterActions}>
        <button type="submit" className={button.primary}>
          {t.apply}
        </button>
        <Link to={view === "elenco" ? "/admin/lead?vista=elenco" : "/admin/lead"}>{t.reset}</Link>
      </div>
    </Form>
  );
}

function FilterError({
  name,
  errors,
}: {
  name: string;
  errors: Record<string, string | undefined>;
}) {
  return errors[name] ? (
    <p id={`filtro-${name}-errore`} className={styles.fieldError}>
      {errors[name]}
    </p>
  ) : null;
}
