import {
  getFormProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import type { FormAlertContent } from "~/components/form-messages";
import {
  CheckboxField,
  conformField,
  FormAlert,
  RequiredNote,
  SelectField,
  TextareaField,
  TextField,
} from "~/components/forms";
import * as styles from "~/components/forms.css";
import * as admin from "~/components/staff/admin.css";
import { IntentButton } from "~/components/status-button";
import { experimentFormText as t } from "~/features/experiments/content/admin-experiments";
import {
  experimentSchema,
  type ExperimentFormValues,
} from "~/features/experiments/experiment-schema";
import { experimentGoalLabels, variantLetter } from "~/features/experiments/variants";
import { button } from "~/styles/ui.css";

type Choice = { value: string; label: string };
type VariantMeta = FieldMetadata<ExperimentFormValues["varianti"][number]>;

const goalChoices = Object.entries(experimentGoalLabels).map(([value, label]) => ({
  value,
  label,
}));

/** One variant's fieldset: the control has only its name and share; the others their changes. */
function VariantFields({
  meta,
  index,
  illustrations,
}: {
  meta: VariantMeta;
  index: number;
  illustrations: Choice[];
}) {
  const fields = meta.getFieldset();
  const field = (name: keyof typeof fields) => conformField(fields[name] as FieldMetadata<unknown>);
  const cta = fields.invito.getFieldset();
  const control = index === 0;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {control ? t.control : t.variant(variantLetter(index))}
      </legend>
      <p className={styles.hint}>{control ? t.controlHint : t.variantHint}</p>
      <div className={styles.row}>
        <TextField field={field("nome")} label={t.variantName} />
        <TextField field={field("quota")} label={t.share} inputMode="numeric" />
      </div>
      {control ? null : (
        <>
          <TextField field={field("titolo")} label={t.headline} />
          <TextareaField field={field("introduzione")} label={t.lead} />
          <div className={styles.row}>
            <SelectField
              field={field("immagine")}
              label={t.image}
              options={[{ value: "", label: t.imageSame }, ...illustrations]}
            />
            <TextField field={field("alt")} label={t.alt} />
          </div>
          <div className={styles.row}>
            <TextField field={conformField(cta.label)} label={t.ctaLabel} />
            <TextField field={conformField(cta.to)} label={t.ctaTo} />
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t.fields}</legend>
            <p className={styles.hint}>{t.fieldsHint}</p>
            <CheckboxField field={field("senzaTelefono")}>{t.skip("Telefono")}</CheckboxField>
            <CheckboxField field={field("senzaAzienda")}>{t.skip("Azienda")}</CheckboxField>
          </fieldset>
        </>
      )}
    </fieldset>
  );
}

/** A test's draft: its name, page, goal and time limit, then its four variants. */
export function ExperimentForm({
  values,
  pages,
  illustrations,
  lastResult,
  alert,
  cancelTo,
}: {
  values: ExperimentFormValues;
  pages: Choice[];
  illustrations: Choice[];
  lastResult?: SubmissionResult<string[]>;
  alert?: FormAlertContent | null;
  cancelTo: string;
}) {
  const [form, fields] = useForm({
    id: "test",
    lastResult,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: experimentSchema }),
    shouldRevalidate: "onBlur",
  });
  const variants = fields.varianti.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} className={admin.stack}>
      <FormAlert alert={alert} id="test-avviso" />
      <RequiredNote />
      <input type="hidden" name={fields.versione.name} value={values.versione} />
      <TextField field={conformField(fields.nome)} label={t.name} hint={t.nameHint} required />
      <SelectField
        field={conformField(fields.pagina)}
        label={t.page}
        placeholder={t.pageChoice}
        options={pages}
        required
      />
      <div className={styles.row}>
        <SelectField
          field={conformField(fields.obiettivo)}
          label={t.goal}
          hint={t.goalHint}
          options={goalChoices}
          required
        />
        <TextField
          field={conformField(fields.giorni)}
          label={t.days}
          hint={t.daysHint}
          inputMode="numeric"
          required
        />
      </div>
      {variants.map((meta, index) => (
        <VariantFields key={meta.key} meta={meta} index={index} illustrations={illustrations} />
      ))}
      <div className={admin.formActions}>
        <IntentButton intent="salva" pendingText="Salvataggio…" variant="primary">
          {t.save}
        </IntentButton>
        <Link to={cancelTo} className={button.secondary}>
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}
