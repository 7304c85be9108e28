import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { honeypotField } from "~/utils/forms/honeypot";
import * as styles from "./forms.css";

export type FormAlertContent = { title: string; description: string };

function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
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

function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  return meta.errors?.length ? (
    <p id={meta.errorId} className={styles.error}>
      {meta.errors[0]}
    </p>
  ) : null;
}

/** Label, control and its error message: the layout every field shares. */
function FieldShell({
  meta,
  label,
  required,
  children,
}: {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      {children}
      <FieldError meta={meta} />
    </div>
  );
}

type TextFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "tel";
  required?: boolean;
  autoComplete?: string;
};

export function TextField({ meta, label, type = "text", required, autoComplete }: TextFieldProps) {
  return (
    <FieldShell meta={meta} label={label} required={required}>
      <input {...getInputProps(meta, { type })} required={required} autoComplete={autoComplete} className={styles.control} />
    </FieldShell>
  );
}

export function TextareaField({
  meta,
  label,
  required,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  required?: boolean;
}) {
  return (
    <FieldShell meta={meta} label={label} required={required}>
      <textarea {...getTextareaProps(meta)} required={required} rows={6} className={styles.textarea} />
    </FieldShell>
  );
}

export function SelectField({
  meta,
  label,
  placeholder,
  options,
  required,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}) {
  return (
    <FieldShell meta={meta} label={label} required={required}>
      <select {...getSelectProps(meta)} required={required} className={styles.control}>
        <option value="">{placeholder}</option>
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
  meta,
  children,
  required,
}: {
  meta: FieldMetadata<boolean | undefined>;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input {...getInputProps(meta, { type: "checkbox" })} required={required} className={styles.checkboxInput} />
        <Label htmlFor={meta.id} required={required}>
          {children}
        </Label>
      </div>
      <FieldError meta={meta} />
    </div>
  );
}

/**
 * Props for a submit button: a mouse press keeps the focus in the field being left, as
 * Safari always does. Otherwise that field's blur validation runs first, its message pushes
 * the button down and the click lands beside it. The submission validates every field.
 */
export const submitButtonProps = {
  type: "submit",
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
} as const;

/** A field only bots fill: hidden from people, from assistive technology and from tabbing. */
export function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${honeypotField}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Non compilare questo campo</label>
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A problem with the whole submission, announced as soon as it appears. */
export function FormAlert({ alert, id }: { alert: FormAlertContent | null | undefined; id: string }) {
  if (!alert) return null;
  return (
    <div role="alert" id={id} className={styles.alert}>
      <p className={styles.alertTitle}>{alert.title}</p>
      <p>{alert.description}</p>
    </div>
  );
}

export function RequiredNote() {
  return <p className={styles.hint}>I campi contrassegnati con * sono obbligatori.</p>;
}

type PersonFieldset = Record<"nome" | "cognome" | "email" | "telefono", FieldMetadata<string | undefined>>;

/** Name, surname, e-mail and phone: the first rows of every visitor form. */
export function PersonFields({ fields }: { fields: PersonFieldset }) {
  return (
    <>
      <div className={styles.row}>
        <TextField meta={fields.nome} label="Nome" required autoComplete="given-name" />
        <TextField meta={fields.cognome} label="Cognome" required autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <TextField meta={fields.email} label="Email" type="email" required autoComplete="email" />
        <TextField meta={fields.telefono} label="Telefono" type="tel" autoComplete="tel" />
      </div>
    </>
  );
}

export function PrivacyConsent({ meta }: { meta: FieldMetadata<boolean | undefined> }) {
  return (
    <CheckboxField meta={meta} required>
      Ho letto l'<Link to="/privacy">informativa sulla privacy</Link> e acconsento al trattamento dei dati personali.
    </CheckboxField>
  );
}
