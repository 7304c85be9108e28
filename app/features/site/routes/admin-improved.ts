import { redirect } from "@remix-run/node";

// The original app's second article list; ours is /admin.
export const loader = () => redirect("/admin", 301);
