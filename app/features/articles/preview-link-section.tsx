import { getFormProps, useForm } from "@conform-to/react";
import { ConfirmedForm } from "~/components/confirmed-form";
import { ShownOnce } from "~/components/shown-once";
import { Form } from "@remix-run/react";
import { conformFields, FormAlert, SelectField } from "~/components/forms";
import { IntentButton } from "~/components/status-button";
import type {
  PreviewLinkAnswer,
  PreviewLinkListing,
} from "~/features/articles/article-editor.server";
import { previewLinkText as t } from "~/features/articles/content/admin-articles";
import { defaultPreviewLinkDays, previewLinkDays } from "~/features/articles/preview-link-schema";
import * as styles from "./preview-link-section.css";

const dayOptions = previewLinkDays.map((value) => ({ value, label: t.dayOptions[value] }));

/**
 * The editor's 'Link di anteprima': the article's link (its start, expiry and opens) with
 * 'Revoca link', or a form to create one. Plain posts to the editor's address, apart from
 * the article's form.
 */
export function PreviewLinkSection({
  link,
  answer,
}: {
  link: PreviewLinkListing | null;
  answer: PreviewLinkAnswer | null;
}) {
  const [form, fields] = useForm<{ days: string }>({
    id: "link-anteprima",
    lastResult: answer?.result,
    defaultValue: { days: defaultPreviewLinkDays },
  });
  const field = conformFields(fields, ["days"]);
  return (
    <section className={styles.section} aria-labelledby="link-anteprima-titolo">
      <h2 id="link-anteprima-titolo" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      <FormAlert alert={answer?.alert} id="link-anteprima-avviso" />
      {answer?.created ? (
        <ShownOnce
          key={answer.created.url}
          id="link-anteprima-nuovo"
          title={t.newLinkTitle}
          label={t.newLinkLabel}
          value={answer.created.url}
          hint={`${t.newLinkHint} ${t.validUntil(answer.created.until)}`}
        />
      ) : null}
      {link ? <CurrentLink link={link} /> : <p>{t.none}</p>}
      {link && !link.expired ? null : (
        <Form method="post" {...getFormProps(form)} className={styles.createForm}>
          <SelectField field={field.days} label={t.days} options={dayOptions} />
          <IntentButton intent="create-preview-link" pendingText={t.creating} variant="secondary">
            {link ? t.replace : t.create}
          </IntentButton>
        </Form>
      )}
    </section>
  );
}

function CurrentLink({ link }: { link: PreviewLinkListing }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t.link}</dt>
        <dd className={styles.linkStart}>{link.start}</dd>
        <dt>{link.expired ? t.expired : t.expires}</dt>
        <dd>{link.expires}</dd>
        <dt>{t.opens}</dt>
        <dd>{link.lastOpened ? t.opened(link.opens, link.lastOpened) : t.notOpened}</dd>
      </dl>
      <ConfirmedForm question={t.confirmRevoke}>
        <input type="hidden" name="link" value={link.id} />
        <IntentButton intent="revoke-preview-link" pendingText={t.revoking} variant="secondary">
          {t.revoke}
        </IntentButton>
      </ConfirmedForm>
    </>
  );
}
