import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { ConfirmedForm } from "~/components/confirmed-form";
import { conformFields, FormAlert, TextField } from "~/components/forms";
import { IntentButton } from "~/components/status-button";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { imageAltText } from "~/features/articles/content/article-images";
import { mediaPage as t } from "~/features/media/content/media";
import { MediaUses } from "~/features/media/media-parts";
import * as styles from "~/features/media/media.css";
import { handleMediaImagePost, mediaImagePageData } from "~/features/media/media-page.server";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.imageTitle, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return mediaImagePageData(params.name ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return handleMediaImagePost(request, params.name ?? "");
}

export default function MediaImage() {
  const image = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ alt: string }>({
    id: "testo-alternativo",
    lastResult: answer?.result,
    defaultValue: { alt: image.alt ?? "" },
  });
  const field = conformFields(fields, ["alt"]);
  const facts = [
    [t.factNames.size, `${image.width} × ${image.height} px`],
    [t.factNames.file, image.weight],
    [t.factNames.sizes, image.sizes === null ? t.sizesPending : t.sizesMade(image.sizes)],
    [t.factNames.uploaded, image.uploaded],
  ] as const;
  return (
    <>
      <PageHeader
        title={t.imageTitle}
        purpose={t.imagePurpose}
        back={{ to: "/admin/media", label: t.backToList }}
      />
      <FormAlert alert={answer?.alert} id="immagine-avviso" />
      <div className={styles.layout}>
        <img
          src={image.original}
          alt={t.thumbnailAlt(image.alt)}
          width={image.width}
          height={image.height}
          className={styles.preview}
        />
        <div>
          <section aria-labelledby="dettagli-titolo">
            <h2 id="dettagli-titolo">{t.facts}</h2>
            <dl className={styles.facts}>
              {facts.map(([name, value]) => (
                <Fragment key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
              <dt>{t.factNames.address}</dt>
              <dd className={styles.address}>
                <a href={image.original}>{image.original}</a>
              </dd>
            </dl>
          </section>
          <section className={admin.section} aria-labelledby="testo-titolo">
            <h2 id="testo-titolo">{t.altTitle}</h2>
            <Form method="post" {...getFormProps(form)} className={admin.stack}>
              <TextField
                field={field.alt}
                label={imageAltText.label}
                hint={imageAltText.mediaHint}
                required
              />
              <IntentButton intent="describe" variant="primary" pendingText={t.saving}>
                {t.save}
              </IntentButton>
            </Form>
          </section>
          <section className={admin.section} aria-labelledby="usi-titolo">
            <h2 id="usi-titolo">{t.usesTitle}</h2>
            <p className={admin.intro}>{t.usesIntro}</p>
            <MediaUses uses={image.uses} removal={image.removal} />
          </section>
          <section className={admin.section} aria-labelledby="elimina-titolo">
            <h2 id="elimina-titolo">{t.deleteTitle}</h2>
            {image.uses.length > 0 ? (
              <p className={admin.intro}>{t.deleteInUse(image.uses.length)}</p>
            ) : (
              <>
                <p className={admin.intro}>{t.deleteIntro}</p>
                <ConfirmedForm question={t.confirmDelete}>
                  <button type="submit" name="intent" value="delete" className={button.secondary}>
                    {t.delete}
                  </button>
                </ConfirmedForm>
              </>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
