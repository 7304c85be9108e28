import { Form, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { newsletterLabels } from "~/components/form-messages";
import type { loader as rootLoader } from "~/root";
import type { NewsletterSource } from "~/features/visitor-forms/newsletter-schema";
import { useIsPending } from "~/utils/use-is-pending";
import { Honeypot } from "~/components/honeypot";
import { StatusButton } from "~/components/status-button";
import * as styles from "~/components/forms.css";

/** Both signups post to /newsletter; the `fonte` each sends tells whose button is busy. */
export function useIsSigningUp(source: NewsletterSource) {
  const navigation = useNavigation();
  return (
    useIsPending({ formAction: "/newsletter" }) && navigation.formData?.get("fonte") === source
  );
}

const source: NewsletterSource = "footer";

/**
 * The footer's signup, on every page: one field, the browser's own checks (an empty or
 * malformed address is never sent), and the visitor lands on /grazie whatever the
 * outcome. An address the server refuses is shown on /newsletter, next to its field.
 * With JavaScript the field empties once the signup went through.
 */
export function FooterNewsletterForm() {
  const form = useRef<HTMLFormElement>(null);
  const pending = useIsSigningUp(source);
  const navigation = useNavigation();
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const sent = useRef(false);
  useEffect(() => {
    if (pending) sent.current = true;
    if (navigation.state !== "idle" || !sent.current) return;
    sent.current = false;
    if (toast?.type !== "error") form.current?.reset();
  }, [pending, navigation.state, toast]);

  const id = "newsletter-footer";
  return (
    <Form ref={form} method="post" action="/newsletter" id={id} className={styles.newsletterForm}>
      <input type="hidden" name="fonte" value={source} />
      <Honeypot formId={id} />
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          La tua e-mail
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          className={styles.control}
        />
      </div>
      <StatusButton pending={pending} pendingText={newsletterLabels.pending}>
        {newsletterLabels.submit}
      </StatusButton>
    </Form>
  );
}
