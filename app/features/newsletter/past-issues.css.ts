import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The list of published campaigns under the signup form: apart from it, a step down in size. */
export const pastIssues = style({ marginTop: vars.space[7] });

export const pastIssuesTitle = style({ fontSize: vars.text.h3 });
