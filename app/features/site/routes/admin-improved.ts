import { redirect } from "@remix-run/node";

// The original app's second article list; ours is /admin. An old address of the site, with
// nothing behind it: the admin asks for the sign-in itself.
export const loader = () => redirect("/admin", 301);
