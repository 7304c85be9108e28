import Bold from "lucide-react/icons/bold";
import Code from "lucide-react/icons/code";
import Heading2 from "lucide-react/icons/heading-2";
import Heading3 from "lucide-react/icons/heading-3";
import Italic from "lucide-react/icons/italic";
import Link from "lucide-react/icons/link";
import List from "lucide-react/icons/list";
import ListOrdered from "lucide-react/icons/list-ordered";
import ListTodo from "lucide-react/icons/list-todo";
import Minus from "lucide-react/icons/minus";
import Table from "lucide-react/icons/table";
import TextQuote from "lucide-react/icons/text-quote";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { editorText } from "~/features/articles/content/article-templates";
import {
  changedRange,
  formatSelection,
  insertBlock,
  type FormatAction,
  type TextState,
} from "~/features/articles/markdown-edit";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./markdown-toolbar.css";

type ShortcutKey = "B" | "I" | "K";

type Tool = { action: FormatAction; icon: typeof Bold; key?: ShortcutKey; firstOfGroup?: boolean };

// One module per icon, so the editor's script carries only these drawings.
const tools: readonly Tool[] = [
  { action: "heading2", icon: Heading2 },
  { action: "heading3", icon: Heading3 },
  { action: "bold", icon: Bold, key: "B", firstOfGroup: true },
  { action: "italic", icon: Italic, key: "I" },
  { action: "link", icon: Link, key: "K" },
  { action: "code", icon: Code },
  { action: "bulletList", icon: List, firstOfGroup: true },
  { action: "numberedList", icon: ListOrdered },
  { action: "checklist", icon: ListTodo },
  { action: "quote", icon: TextQuote },
  { action: "table", icon: Table, firstOfGroup: true },
  { action: "rule", icon: Minus },
];

const shortcuts = new Map<string, FormatAction>([
  ["b", "bold"],
  ["i", "italic"],
  ["k", "link"],
]);

const textState = (textarea: HTMLTextAreaElement): TextState => ({
  value: textarea.value,
  start: textarea.selectionStart,
  end: textarea.selectionEnd,
});

/**
 * Writes `next` into the textarea as an edit of the browser's own: only the stretch that
 * changed is replaced, through `insertText`, so Ctrl+Z undoes it and the form hears an
 * `input` event. Where that command is missing the text is set directly, and the event sent by hand.
 */
export function applyToTextarea(textarea: HTMLTextAreaElement, next: TextState) {
  const { start, end, text } = changedRange(textarea.value, next.value);
  textarea.focus();
  if (start !== end || text !== "") {
    textarea.setSelectionRange(start, end);
    const written =
      text === ""
        ? document.execCommand("delete")
        : document.execCommand("insertText", false, text);
    if (!written) {
      textarea.setRangeText(text, start, end);
      textarea.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  textarea.setSelectionRange(next.start, next.end);
}

/** Writes `text` over the selection, as typing it would. */
export function replaceSelection(textarea: HTMLTextAreaElement, text: string) {
  const { value, selectionStart, selectionEnd } = textarea;
  const caret = selectionStart + text.length;
  applyToTextarea(textarea, {
    value: value.slice(0, selectionStart) + text + value.slice(selectionEnd),
    start: caret,
    end: caret,
  });
}

/** Puts a Markdown block (a section, say) at the caret, on lines of its own. */
export function insertIntoTextarea(textarea: HTMLTextAreaElement, block: string) {
  applyToTextarea(textarea, insertBlock(textState(textarea), block));
}

function formatTextarea(textarea: HTMLTextAreaElement, action: FormatAction) {
  applyToTextarea(textarea, formatSelection(textState(textarea), action));
}

function textareaById(id: string) {
  const element = document.getElementById(id);
  return element instanceof HTMLTextAreaElement ? element : null;
}

/** Where the buttons write when it is not the textarea: an editor over it, say. */
export type EditTarget = { read: () => TextState; apply: (next: TextState) => void };

/** A button at the toolbar's end that turns a way of writing on and off (`aria-pressed`). */
export type ToolbarToggle = {
  label: string;
  icon: typeof Bold;
  pressed: boolean;
  onToggle: () => void;
  /** As `aria-keyshortcuts` names it. */
  shortcut: string;
  /** The keys as the tooltip tells them. */
  keysText: string;
};

type ToolbarProps = {
  textareaId: string;
  /** The element the buttons act on, for `aria-controls`: the textarea unless an editor took its place. */
  controls?: string;
  target?: () => EditTarget | null;
  toggle?: ToolbarToggle;
};

/**
 * The formatting buttons of a Markdown textarea, and Ctrl/⌘+B, I and K inside it. One tab
 * stop: the arrow keys, Home and End move between the buttons (the WAI-ARIA toolbar pattern).
 */
export function MarkdownToolbar({ textareaId, controls, target, toggle }: ToolbarProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const textarea = textareaById(textareaId);
    if (!textarea) return;
    // Runs on every keystroke of a text that may be very long: nothing reads it until a shortcut matches.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.isComposing)
        return;
      const action = shortcuts.get(event.key.toLowerCase());
      if (!action) return;
      event.preventDefault();
      formatTextarea(textarea, action);
    };
    textarea.addEventListener("keydown", onKeyDown);
    return () => textarea.removeEventListener("keydown", onKeyDown);
  }, [textareaId]);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tools.length - (toggle ? 0 : 1);
    let target: number;
    switch (event.key) {
      case "ArrowRight":
        target = index === last ? 0 : index + 1;
        break;
      case "ArrowLeft":
        target = index === 0 ? last : index - 1;
        break;
      case "Home":
        target = 0;
        break;
      case "End":
        target = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    setActive(target);
    buttons.current[target]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={editorText.toolbar}
      aria-controls={controls ?? textareaId}
      className={styles.toolbar}
    >
      {tools.map(({ action, icon: Icon, key, firstOfGroup }, index) => {
        const label = editorText.actions[action];
        return (
          <button
            key={action}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            className={firstOfGroup ? `${styles.tool} ${styles.firstOfGroup}` : styles.tool}
            tabIndex={index === active ? 0 : -1}
            aria-label={label}
            title={key ? editorText.withShortcut(label, key) : label}
            aria-keyshortcuts={key ? `Control+${key} Meta+${key}` : undefined}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => moveFocus(event, index)}
            onClick={() => {
              const editor = target?.();
              const textarea = textareaById(textareaId);
              if (editor) editor.apply(formatSelection(editor.read(), action));
              else if (textarea) formatTextarea(textarea, action);
            }}
          >
            <Icon aria-hidden="true" focusable="false" className={styles.icon} />
          </button>
        );
      })}
      {toggle ? (
        <button
          ref={(button) => {
            buttons.current[tools.length] = button;
          }}
          type="button"
          className={`${styles.tool} ${styles.firstOfGroup}`}
          tabIndex={active === tools.length ? 0 : -1}
          aria-label={toggle.label}
          aria-pressed={toggle.pressed}
          title={`${toggle.label} (${toggle.keysText})`}
          aria-keyshortcuts={toggle.shortcut}
          onFocus={() => setActive(tools.length)}
          onKeyDown={(event) => moveFocus(event, tools.length)}
          onClick={toggle.onToggle}
        >
          <toggle.icon aria-hidden="true" focusable="false" className={styles.icon} />
        </button>
      ) : null}
    </div>
  );
}

/** What to type for each format: the help shown where the toolbar cannot work, before (or without) JavaScript. */
export function MarkdownCheatSheet() {
  const sheet = editorText.cheatSheet;
  return (
    <table className={styles.cheatSheet}>
      <caption className={styles.caption}>{sheet.title}</caption>
      <thead>
        <tr>
          <th scope="col">{sheet.syntax}</th>
          <th scope="col">{sheet.result}</th>
        </tr>
      </thead>
      <tbody>
        {sheet.rows.map((row) => (
          <tr key={row.syntax}>
            <td>
              <code className={styles.syntax}>{row.syntax}</code>
            </td>
            <td>{row.result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The toolbar once the page is hydrated; the cheat sheet in the server's HTML and without JavaScript. */
export function EditorToolbar(props: ToolbarProps) {
  return useHydrated() ? <MarkdownToolbar {...props} /> : <MarkdownCheatSheet />;
}
