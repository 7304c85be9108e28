import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type ChangeEvent, type MouseEvent } from "react";
import {
  articleEditorText as t,
  articleFormLabels as l,
} from "~/features/articles/content/admin-articles";
import {
  imageAltText as altText,
  uploadProblems,
} from "~/features/articles/content/article-images";
import { button } from "~/styles/ui.css";
import type { handleArticlePost } from "~/features/articles/article-editor.server";
import { useHydrated } from "~/utils/use-hydrated";
import { FileField, TextareaField, TextField, type FieldState } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import * as styles from "./article-form.css";
import { MAX_IMAGE_BYTES } from "~/features/articles/image-limits";

const acceptedTypes = "image/jpeg,image/png,image/webp,image/avif";

type Props = {
  url: FieldState;
  alt: FieldState;
  image: FieldState;
  prompt: FieldState;
  /** The address in the URL field now (the form's snapshot). */
  currentUrl: string;
  /**
   * The address the last answer holds: a refused save that stored the chosen file answers
   * with the file's new address, which the field then shows in place of the file.
   */
  answeredUrl: string;
  notice: string | null;
  onUrlChange: () => void;
};

/**
 * The featured image: an address, a file uploaded with the form's post, or an image
 * generated from a description. Without JavaScript each is part of a plain post; hydrated,
 * a chosen file shows before saving and generation happens without leaving the page.
 */
export function ArticleImageField({
  url,
  alt,
  image,
  prompt,
  currentUrl,
  answeredUrl,
  notice,
  onUrlChange,
}: Props) {
  const hydrated = useHydrated();
  const generator = useFetcher<typeof handleArticlePost>();
  const [chosen, setChosen] = useState<{ src: string; problem: string | null } | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.src) : undefined), [chosen]);

  // Without this the file would stay chosen and be stored again by the next press.
  useEffect(() => {
    const field = document.getElementById(url.id) as HTMLInputElement | null;
    const file = document.getElementById(image.id) as HTMLInputElement | null;
    if (!answeredUrl || !field || !file?.value || field.value === answeredUrl) return;
    field.value = answeredUrl;
    file.value = "";
    setChosen(null);
    onUrlChange();
  }, [answeredUrl, url.id, image.id, onUrlChange]);

  const generated = generator.data?.generated;
  useEffect(() => {
    const field = document.getElementById(url.id) as HTMLInputElement | null;
    if (!generated || !field) return;
    field.value = generated.url;
    onUrlChange();
  }, [generated, url.id, onUrlChange]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setChosen(
      file
        ? {
            src: URL.createObjectURL(file),
            problem: file.size > MAX_IMAGE_BYTES ? uploadProblems["too-large"] : null,
          }
        : null,
    );
  };
  const generate = (event: MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const description =
      (document.getElementById(prompt.id) as HTMLTextAreaElement | null)?.value ?? "";
    generator.submit({ intent: "generate-image", image_prompt: description }, { method: "post" });
  };

  const generating = generator.state !== "idle";
  const shownNotice = hydrated ? (generator.data?.view.imageNotice ?? null) : notice;
  const uploadErrors = chosen?.problem ? [chosen.problem] : image.errors;
  const promptErrors = hydrated
    ? (generator.data?.result?.error?.image_prompt ?? undefined)
    : prompt.errors;
  return (
    <fieldset className={`${formStyles.fieldset} ${styles.panel}`}>
      <legend className={formStyles.legend}>{t.image}</legend>
      {chosen && !chosen.problem ? (
        <figure>
          <img src={chosen.src} alt={t.imageAlt} className={styles.imagePreview} />
          <figcaption className={styles.quiet}>{t.chosenImage}</figcaption>
        </figure>
      ) : currentUrl ? (
        <figure>
          <img src={currentUrl} alt={t.imageAlt} className={styles.imagePreview} />
          <figcaption className={styles.quiet}>{t.currentImage}</figcaption>
        </figure>
      ) : null}
      {shownNotice ? (
        <p className={styles.quiet} role="status">
          {shownNotice}
        </p>
      ) : null}
      <TextField field={url} label={l.featuredImageUrl} hint={l.featuredImageUrlHint} />
      <TextField field={alt} label={altText.label} hint={altText.hint} />
      <FileField
        field={{ ...image, errors: uploadErrors }}
        label={t.upload}
        hint={t.uploadHint}
        accept={acceptedTypes}
        onChange={choose}
      />
      <TextareaField
        field={{ ...prompt, errors: promptErrors }}
        label={t.prompt}
        hint={t.promptHint}
      />
      <button
        type="submit"
        name="intent"
        value="generate-image"
        className={button.secondary}
        onClick={generate}
        disabled={generating}
      >
        {generating ? t.generating : t.generate}
      </button>
    </fieldset>
  );
}
