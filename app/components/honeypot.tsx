import { honeypotField } from "~/utils/honeypot";
import * as styles from "./forms.css";

/** A field only bots fill: hidden from people, from assistive technology and from tabbing. */
export function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${honeypotField}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Non compilare questo campo</label>
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
