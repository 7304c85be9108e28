import { data } from "@remix-run/node";
import { pageTypeAt, type EditablePageType } from "~/features/pages/page-types";

/** The type whose list is at `/admin/pagine/<segment>`: an unknown one is a 404. */
export function requirePageType(segment: string | undefined): EditablePageType {
  const type = pageTypeAt(segment ?? "");
  if (!type) throw data({ message: "Tipo di contenuto non trovato" }, { status: 404 });
  return type;
}
