import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { Form, type MetaFunction } from "@remix-run/react";
import { logoutPage } from "~/features/staff/content/admin";
import { signInCard, signInPage } from "~/components/staff/admin.css";
import { button } from "~/styles/ui.css";
import { requireSameOrigin } from "~/utils/same-origin.server";
import { destroySession } from "~/utils/session.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: logoutPage.title, description: logoutPage.text, noindex: true });

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  return redirect("/login", {
    status: 303,
    headers: { "Set-Cookie": await destroySession(request) },
  });
}

// Signing out only by POST: a link or an image elsewhere must not end the session.
export default function Logout() {
  return (
    <main id="contenuto" className={signInPage}>
      <div className={signInCard}>
        <h1>{logoutPage.title}</h1>
        <p>{logoutPage.text}</p>
        <Form method="post" action="/logout">
          <button type="submit" className={button.primary}>
            {logoutPage.submit}
          </button>
        </Form>
      </div>
    </main>
  );
}
