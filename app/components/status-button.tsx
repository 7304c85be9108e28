import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { pendingLabels } from "~/components/form-messages";
import { button } from "~/styles/ui.css";
import { useLanguage } from "~/utils/use-language";

// Apart from the form kit (forms.tsx): the footer's signup on every page needs only these and
// the honeypot, and a module is the unit the bundler splits by.

/**
 * The submit button, saying what is happening while the form is sent. A form with several
 * buttons tells them apart by `name` and `value`, as a plain post does.
 */
export function StatusButton({
  pending,
  children,
  disabled,
  pendingText,
  name,
  value,
  variant = "primary",
}: {
  pending: boolean;
  children: ReactNode;
  disabled?: boolean;
  pendingText?: string;
  name?: string;
  value?: string;
  variant?: keyof typeof button;
}) {
  const language = useLanguage();
  const pendingWords = pendingText ?? pendingLabels[language];
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={button[variant]}
      disabled={pending || disabled}
    >
      {pending ? pendingWords : children}
    </button>
  );
}

/**
 * One of a form's several submit buttons, told apart by `intent`: it says `pendingText` while
 * its own post runs, and none can be pressed while any post or load is under way; `disabled`
 * keeps it from being pressed at all (a post the page knows would be refused).
 */
export function IntentButton({
  intent,
  pendingText,
  variant,
  disabled = false,
  children,
}: {
  intent: string;
  pendingText: string;
  variant: keyof typeof button;
  disabled?: boolean;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const pressed = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <StatusButton
      name="intent"
      value={intent}
      variant={variant}
      pending={pressed === intent}
      disabled={disabled || navigation.state !== "idle"}
      pendingText={pendingText}
    >
      {children}
    </StatusButton>
  );
}
