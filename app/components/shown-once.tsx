import { useEffect, useRef, type ReactNode } from "react";
import * as styles from "./shown-once.css";

/**
 * A secret (a token, a link) in the only page that will ever show it whole: read-only, and
 * with JavaScript focused and selected for copying.
 */
export function ShownOnce({
  id,
  title,
  label,
  value,
  hint,
  className,
}: {
  id: string;
  title: string;
  label: string;
  value: string;
  hint: ReactNode;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  return (
    <div className={className ? `${styles.box} ${className}` : styles.box}>
      <h3 className={styles.title}>{title}</h3>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        readOnly
        value={value}
        aria-describedby={`${id}-aiuto`}
        className={styles.value}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id={`${id}-aiuto`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
