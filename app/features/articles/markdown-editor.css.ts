import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * The box the editor fills: the text area's height, and as tall as the window allows when the
 * preview sits beside it or nothing else is shown. The author can drag it taller.
 */
export const editorBox = style({
  height: "600px",
  minHeight: "16rem",
  resize: "vertical",
  overflow: "hidden",
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    "&:focus-within": { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    "&[data-invalid]": { borderColor: vars.color.danger },
  },
});

export const editorBoxTall = style({ height: "max(24rem, calc(100vh - 16rem))" });

const editor = style({ height: "100%" });

/** Classes CodeMirror gives the editor and the highlighter's tokens. */
export const editorClasses = {
  editor,
  heading: style({ color: vars.color.primary, fontWeight: 800 }),
  strong: style({ fontWeight: 700 }),
  emphasis: style({ fontStyle: "italic" }),
  strikethrough: style({ textDecoration: "line-through" }),
  link: style({ color: vars.color.link }),
  code: style({
    color: vars.color.success,
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    fontSize: "0.9375em",
  }),
  quote: style({ color: vars.color.muted, fontStyle: "italic" }),
  /** Markdown's own signs (#, **, -, >, the parts of a link): quieter than the words. */
  mark: style({ color: vars.color.muted }),
};

// CodeMirror's base theme comes in a stylesheet of its own after the site's: these rules
// name the box too, so they weigh more than its rules.
globalStyle(`${editorBox} .cm-editor.${editor}`, { height: "100%", background: "transparent" });
globalStyle(`${editorBox} .cm-editor.${editor}.cm-focused`, { outline: "none" });
globalStyle(`${editorBox} .cm-editor.${editor} .cm-scroller`, {
  fontFamily: vars.font.body,
  fontSize: vars.text.body,
  lineHeight: 1.6,
  overflow: "auto",
});
globalStyle(`${editorBox} .cm-editor.${editor} .cm-content`, {
  padding: `${vars.space["3"]} 0`,
  caretColor: vars.color.text,
  tabSize: 4,
});
globalStyle(`${editorBox} .cm-editor.${editor} .cm-line`, { padding: `0 ${vars.space["3"]}` });
