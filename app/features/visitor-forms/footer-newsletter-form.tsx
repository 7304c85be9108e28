import { Form, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { newsletterLabels } from "~/components/form-messages";
import { catalogue, localizedPath } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import type { loader as rootLoader } from "~/root";
import type { NewsletterSource } from "~/features/visitor-forms/newsletter-schema";
import { useIsPending } from "~/utils/use-is-pending";
import { Honeypot } from "~/components/honeypot";
import { StatusButton } from "~/components/status-button";
import * as styles from "~/components/forms.css";

/** Where both signups post: the newsletter page in the language of the page they are on. */
export function useSignupAction() {
  return localizedPath("/newsletter", useLanguage()) ?? "/newsletter";
}

/** Both signups post to the newsletter page; the `fonte` each sends tells whose button is busy. */
export function useIsSigningUp(source: NewsletterSource) {
  const navigation = useNavigation();
  return (
    useIsPending({ formAction: useSignupAction() }) && navigation.formData?.get("fonte") === source
  );
}

/** The signup field's label, on the footer's form and the newsletter page's. */
export const signupEmailLabel = catalogue({ it: "La tua e-mail", en: "Your email" });

const source: NewsletterSource = "footer";

/**
 * The footer's signup, on every page: one field, the browser's own checks (an empty or
 * malformed address is never sent), and the visitor lands on the thank-you page whatever the
 * outcome. An address the server refuses is shown on the newsletter page, next to its field.
 * With JavaScript the field empties once the signup went through.
 */
export function FooterNewsletterForm() {
  const form = useRef<HTMLFormElement>(null);
  const pending = useIsSigningUp(source);
  const navigation = useNavigation();
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const language = useLanguage();
  const action = useSignupAction();
  const sent = useRef(false);
  useEffect(() => {
    if (pending) sent.current = true;
    if (navigation.state !== "idle" || !sent.current) return;
    sent.current = false;
    if (toast?.type !== "error") form.current?.reset();
  }, [pending, navigation.state, toast]);

  const id = "newsletter-footer";
  return (
    <Form ref={form} method="post" action={action} id={id} className={styles.newsletterForm}>
      <input type="hidden" name="fonte" value={source} />
      <Honeypot formId={id} />
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          {signupEmailLabel[language]}
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
      <StatusButton pending={pending} pendingText={newsletterLabels[language].pending}>
        {newsletterLabels[language].submit}
      </StatusButton>
    </Form>
  );
}
