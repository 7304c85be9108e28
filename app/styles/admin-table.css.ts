import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// The admin's data tables. Long addresses, names and messages scroll inside their box
// instead of widening the page.
export const tableWrap = style({ marginBlock: "1.5rem", overflowX: "auto" });

export const table = style({ width: "100%", borderCollapse: "collapse" });

export const caption = style({ textAlign: "start", fontWeight: 700, paddingBottom: "0.5rem" });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  verticalAlign: "top",
  padding: "0.75rem 0.75rem 0.75rem 0",
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
});
