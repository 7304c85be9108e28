import { revisionDiffText as t } from "./content/admin-articles";
import type { BodyDiff as BodyDiffResult, FieldChange, WordPart } from "./revision-diff";
import * as styles from "./revision-diff.css";
import { AdminTable, type AdminColumn } from "~/components/staff/admin-table";
import { visuallyHidden } from "~/styles/ui.css";

// Both views take the plain results of `bodyDiff` and `fieldChanges`, computed by the loader,
// so the diff library never reaches the browser and the page reads the same without JavaScript.

const glyphs = { added: "+", removed: "−", edited: "±" } as const;

function Marked({
  kind,
  whole,
  text,
}: {
  kind: "added" | "removed";
  whole: boolean;
  text: string;
}) {
  const Tag = kind === "added" ? "ins" : "del";
  const [start, end] =
    kind === "added" ? [t.addedStart, t.addedEnd] : [t.removedStart, t.removedEnd];
  return (
    <Tag className={whole ? styles.whole[kind] : styles.word[kind]}>
      <span className={visuallyHidden}>[{start}] </span>
      {text}
      <span className={visuallyHidden}> [{end}]</span>
    </Tag>
  );
}

// Parts and blocks are in the text's order and never move: their position is their key.
function Parts({ parts, whole }: { parts: WordPart[]; whole: boolean }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === "same" ? (
          part.text
        ) : (
          <Marked key={index} kind={part.kind} whole={whole} text={part.text} />
        ),
      )}
    </>
  );
}

/** The body's changes by word, with the paragraphs around them. */
export function BodyDiff({ diff }: { diff: BodyDiffResult }) {
  if (diff.blocks.length === 0) return <p>{t.bodyUnchanged}</p>;
  return (
    <div>
      <p className={styles.summary}>{t.words(diff.wordsAdded, diff.wordsRemoved)}</p>
      <div className={styles.blocks}>
        {diff.blocks.map((block, key) => {
          if (block.kind === "same")
            return (
              <p key={key} className={styles.context}>
                {block.text}
              </p>
            );
          if (block.kind === "skipped")
            return (
              <p key={key} className={styles.skipped}>
                {t.skipped(block.paragraphs)}
              </p>
            );
          return (
            <div key={key} className={styles.change[block.change]}>
              <span aria-hidden="true" className={styles.glyph[block.change]}>
                {glyphs[block.change]}
              </span>
              <p className={styles.changeText}>
                <Parts parts={block.parts} whole={block.change !== "edited"} />
              </p>
            </div>
          );
        })}
      </div>
    </div>
  );
}

type FieldChangesProps = {
  changes: FieldChange[];
  /** How the page names the two versions, e.g. `revisione 12`, after 'Prima' and 'Dopo'. */
  beforeName?: string;
  afterName?: string;
  caption?: string;
};

// The dash shows an empty field at a glance; screen readers would only say "dash".
function FieldValue({ value }: { value: string }) {
  if (value !== t.empty) return value;
  return (
    <>
      <span aria-hidden="true">{t.empty}</span>
      <span className={visuallyHidden}>{t.emptyRead}</span>
    </>
  );
}

const named = (label: string, name: string | undefined) => (name ? `${label} (${name})` : label);

/** The fields that changed, side by side: Campo | Prima | Dopo. */
export function FieldChanges({
  changes,
  beforeName,
  afterName,
  caption = t.fieldsCaption,
}: FieldChangesProps) {
  if (changes.length === 0) return <p>{t.fieldsUnchanged}</p>;
  const columns: AdminColumn<FieldChange>[] = [
    { label: t.field, cell: (row) => row.label },
    {
      label: named(t.before, beforeName),
      className: styles.fieldValue,
      cell: (row) => <FieldValue value={row.before} />,
    },
    {
      label: named(t.after, afterName),
      className: styles.fieldValue,
      cell: (row) => <FieldValue value={row.after} />,
    },
  ];
  return (
    <AdminTable caption={caption} columns={columns} rows={changes} rowKey={(row) => row.field} />
  );
}
