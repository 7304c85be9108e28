import { Form } from "@remix-run/react";
import { securityPage } from "~/features/visitor-data/content/admin-security";
import * as styles from "~/features/visitor-data/admin-security.css";
import { button } from "~/styles/ui.css";
import type { Badge } from "~/features/visitor-data/contact-badges";

export function BadgeText({ badge }: { badge: Badge }) {
  return <span className={styles.badge[badge.tone]}>{badge.label}</span>;
}

/** 'Segna processato' for one contact: a plain post, named for its contact to screen readers. */
export function MarkProcessedForm({
  id,
  name,
  className,
  variant,
}: {
  id: number;
  name: string;
  className?: string;
  variant: "primary" | "secondary";
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="mark-processed"
        className={button[variant]}
        aria-label={securityPage.markProcessedLabel(name)}
      >
        {securityPage.markProcessed}
      </button>
    </Form>
  );
}
