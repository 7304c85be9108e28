import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const item = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBlock: "0.75rem" });

export const question = style({ fontWeight: 700, cursor: "pointer", paddingBlock: "0.25rem" });

export const answer = style({ margin: "0.5rem 0 0" });
