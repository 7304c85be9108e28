import type { FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useEffect, useRef, type ChangeEvent, type ReactNode, type RefObject } from "react";
import { consentCopy, formKitCopy, type FormAlertContent } from "~/components/form-messages";
import { useLanguage } from "~/utils/use-language";
import * as styles from "./forms.css";

/**
 * What the form kit needs to know of a field. Conform's metadata becomes one with
 * `conformField`; a form without Conform passes the same plain object.
 */
export type FieldState = {
  id: string;
  name: string;
  errors?: string[];
  defaultValue?: string;
  /** Changes when the form is reset, so that the control starts again from its default. */
  key?: string;
};

export function conformField(meta: FieldMetadata<unknown>): FieldState {
  return {
    id: meta.id,
    name: meta.name,
    errors: meta.errors,
    defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined,
    key: meta.key,
  };
}

/** The named fields of a Conform form, each as the kit takes it. */
export function conformFields<Name extends string>(
  fields: Record<Name, FieldMetadata<unknown>>,
  names: readonly Name[],
): Record<Name, FieldState> {
  return Object.fromEntries(names.map((name) => [name, conformField(fields[name])])) as Record<
    Name,
    FieldState
  >;
}

const errorId = (field: FieldState) => `${field.id}-errore`;
const hintId = (field: FieldState) => `${field.id}-aiuto`;

/** The attributes every control shares: identity, starting value, its hint and its error announced. */
function controlProps(field: FieldState, required: boolean | undefined, hint?: string) {
  const invalid = Boolean(field.errors?.length);
  const describedBy = [hint ? hintId(field) : null, invalid ? errorId(field) : null]
    .filter(Boolean)
    .join(" ");
  return {
    id: field.id,
    name: field.name,
    required,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
  };
}

function Label({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

function FieldError({ field }: { field: FieldState }) {
  return field.errors?.length ? (
    <p id={errorId(field)} className={styles.error}>
      {field.errors[0]}
    </p>
  ) : null;
}

/** Label, control and its error message: the layout every field shares. */
function FieldShell({
  field,
  label,
  required,
  hint,
  children,
}: {
  field: FieldState;
  label: ReactNode;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <Label htmlFor={field.id} required={required}>
        {label}
      </Label>
      {hint ? (
        <p id={hintId(field)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError field={field} />
    </div>
  );
}

type FieldProps = { field: FieldState; label: string; required?: boolean; hint?: string };

export function TextField({
  field,
  label,
  required,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  step,
  min,
  max,
}: FieldProps & {
  type?:
    | "text"
    | "email"
    | "tel"
    | "password"
    | "url"
    | "date"
    | "time"
    | "datetime-local"
    | "month"
    | "number";
  autoComplete?: string;
  /** The keyboard a phone offers: digits for a number typed as text (a price, a count). */
  inputMode?: "numeric" | "decimal";
  /** For `datetime-local`: 1 lets a time carry seconds. */
  step?: number;
  /** For `number`: the range the browser offers. */
  min?: number;
  max?: number;
}) {
  return (
    <FieldShell field={field} label={label} required={required} hint={hint}>
      <input
        key={field.key}
        {...controlProps(field, required, hint)}
        type={type}
        step={step}
        min={min}
        max={max}
        defaultValue={field.defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className={styles.control}
      />
    </FieldShell>
  );
}

export function TextareaField({
  field,
  label,
  required,
  hint,
  tall,
}: FieldProps & { tall?: boolean }) {
  return (
    <FieldShell field={field} label={label} required={required} hint={hint}>
      <textarea
        key={field.key}
        {...controlProps(field, required, hint)}
        defaultValue={field.defaultValue}
        rows={tall ? 24 : 6}
        className={tall ? styles.tallTextarea : styles.textarea}
      />
    </FieldShell>
  );
}

/** A file chosen for upload: the browser cannot be given a starting file, so it has none. */
export function FileField({
  field,
  label,
  hint,
  accept,
  onChange,
  inputRef,
}: FieldProps & {
  accept: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: RefObject<HTMLInputElement>;
}) {
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <input
        key={field.key}
        ref={inputRef}
        {...controlProps(field, false, hint)}
        type="file"
        accept={accept}
        onChange={onChange}
        className={styles.control}
      />
    </FieldShell>
  );
}

export function SelectField({
  field,
  label,
  required,
  placeholder,
  options,
  hint,
}: FieldProps & { placeholder?: string; options: readonly { value: string; label: string }[] }) {
  return (
    <FieldShell field={field} label={label} required={required} hint={hint}>
      <select
        key={field.key}
        {...controlProps(field, required, hint)}
        defaultValue={field.defaultValue ?? ""}
        className={styles.control}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({
  field,
  children,
  required,
}: {
  field: FieldState;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input
          key={field.key}
          {...controlProps(field, required)}
          type="checkbox"
          defaultChecked={field.defaultValue === "on"}
          className={styles.checkboxInput}
        />
        <Label htmlFor={field.id} required={required}>
          {children}
        </Label>
      </div>
      <FieldError field={field} />
    </div>
  );
}

/**
 * A problem with the whole submission. It takes the focus when it appears, so that a
 * visitor who pressed the button at the bottom of the form sees it and hears it.
 */
export function FormAlert({
  alert,
  id,
}: {
  alert: FormAlertContent | null | undefined;
  id: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert) box.current?.focus();
  }, [alert]);
  if (!alert) return null;
  return (
    <div ref={box} role="alert" id={id} tabIndex={-1} className={styles.alert}>
      <p className={styles.alertTitle}>{alert.title}</p>
      <p>{alert.description}</p>
    </div>
  );
}

export function RequiredNote() {
  return <p className={styles.hint}>{formKitCopy[useLanguage()].requiredNote}</p>;
}

export const personFieldNames = ["nome", "cognome", "email", "telefono"] as const;
type PersonFieldset = Record<(typeof personFieldNames)[number], FieldState>;

/** Name, surname, e-mail and phone (unless `phone` is false): the first rows of every visitor form. */
export function PersonFields({
  fields,
  phone = true,
}: {
  fields: PersonFieldset;
  phone?: boolean;
}) {
  const copy = formKitCopy[useLanguage()];
  return (
    <>
      <div className={styles.row}>
        <TextField field={fields.nome} label={copy.nome} required autoComplete="given-name" />
        <TextField
          field={fields.cognome}
          label={copy.cognome}
          required
          autoComplete="family-name"
        />
      </div>
      <div className={styles.row}>
        <TextField
          field={fields.email}
          label={copy.email}
          type="email"
          required
          autoComplete="email"
        />
        {phone ? (
          <TextField field={fields.telefono} label={copy.telefono} type="tel" autoComplete="tel" />
        ) : null}
      </div>
    </>
  );
}

/**
 * The optional, unticked consent to tell Google and Meta that the request came from their ad:
 * apart from the privacy box, which every request needs and so cannot be consent to share.
 */
export function AdsConsent({ field }: { field: FieldState }) {
  return <CheckboxField field={field}>{consentCopy[useLanguage()].ads}</CheckboxField>;
}

/** The optional, unticked wish to receive the newsletter, on the forms that name a person. */
export function NewsletterConsent({ field }: { field: FieldState }) {
  return <CheckboxField field={field}>{consentCopy[useLanguage()].newsletter}</CheckboxField>;
}

export function PrivacyConsent({ field }: { field: FieldState }) {
  const { privacy } = formKitCopy[useLanguage()];
  return (
    <CheckboxField field={field} required>
      {privacy.before}
      <Link to={privacy.to}>{privacy.link}</Link>
      {privacy.after}
    </CheckboxField>
  );
}
