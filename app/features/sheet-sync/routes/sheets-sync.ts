import { redirect } from "@remix-run/node";

// The original app's address of the spreadsheet sync page.
export const loader = () => redirect("/admin/sincronizzazione", 301);
