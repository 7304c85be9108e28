import { Form } from "@remix-run/react";
import type { ChangeEvent, KeyboardEvent, RefObject } from "react";
import { searchFieldCopy } from "~/features/blog/content/search-on-pages";
import { blogPaths } from "~/features/blog/blog";
import { useLanguage } from "~/utils/use-language";
import { control } from "~/components/forms.css";
import { button } from "~/styles/ui.css";
import * as styles from "~/features/blog/search-field.css";

/**
 * The blog's search field: a GET form that leads to `/blog/cerca`, the same with and
 * without JavaScript. Other pages carry it as it is; the results page adds its live search
 * through the optional handlers.
 */
export function SearchForm({
  id,
  defaultValue = "",
  inputRef,
  onChange,
  onKeyDown,
  onSubmit,
}: {
  id: string;
  defaultValue?: string;
  inputRef?: RefObject<HTMLInputElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onSubmit?: () => void;
}) {
  const language = useLanguage();
  const t = searchFieldCopy[language];
  return (
    <Form
      method="get"
      action={blogPaths(language).search}
      role="search"
      aria-label={t.formLabel}
      className={styles.form}
      onSubmit={onSubmit}
    >
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t.fieldLabel}
        </label>
        <input
          id={id}
          ref={inputRef}
          className={control}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={200}
          placeholder={t.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={onChange}
          onKeyDown={onKeyDown}
        />
      </div>
      <button type="submit" className={button.primary}>
        {t.submit}
      </button>
    </Form>
  );
}
