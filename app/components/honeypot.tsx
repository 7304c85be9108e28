import { honeypotField } from "~/utils/honeypot";
import { catalogue } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import * as styles from "./forms.css";

const honeypotLabel = catalogue({
  it: "Non compilare questo campo",
  en: "Do not fill in this field",
});

/** A field only bots fill: hidden from people, from assistive technology and from tabbing. */
export function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${honeypotField}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{honeypotLabel[useLanguage()]}</label>
      <input
        id={id}
        type="text"
        name={honeypotField}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
