import { useRevalidator } from "@remix-run/react";
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { useState, type FormEvent } from "react";
import { TextField } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { StatusButton } from "~/components/status-button";
import { button } from "~/styles/ui.css";
import { passkeyProblems, passkeySection } from "~/features/staff/content/passkeys";
import { passkeyIntents, type PasskeyAnswer } from "~/features/staff/passkey-protocol";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The browser's half of the passkey ceremonies. Each step is a form post answered in JSON
 * (`passkey-protocol.ts`): the options first, then what the authenticator signed. Shown only
 * once hydrated, and only where the browser has WebAuthn: without JavaScript the page says
 * that a passkey needs it, and what else there is.
 */

async function post<Options>(
  action: string,
  fields: Record<string, string>,
): Promise<PasskeyAnswer<Options>> {
  try {
    const response = await fetch(action, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Accept: "application/json" },
    });
    return (await response.json()) as PasskeyAnswer<Options>;
  } catch {
    // Not JSON: the session ended (the sign-in page answered), or the network failed.
    return { state: "failed", message: passkeyProblems.unavailable };
  }
}

/** Whether this browser can run a ceremony at all; false on the server and while hydrating. */
function usePasskeysAvailable() {
  return useHydrated() && browserSupportsWebAuthn();
}

/**
 * A button that signs in with a passkey. Without `fields` naming an account, any of the
 * site's discoverable passkeys will do (the sign-in screen); the second step after a password
 * passes its own endpoints and fields (its signed state), whose options allow only that
 * account's passkeys. `optionsAction` answers `intent=passkey-opzioni` with the options,
 * `verifyAction` answers `intent=passkey-verifica` (the answer in `response`) with where to
 * go next, as a full page load: the session is new. Without JavaScript, `withoutJavaScript`
 * stands in its place.
 */
export function PasskeySignInButton({
  optionsAction,
  verifyAction = optionsAction,
  fields = {},
  label,
  pendingLabel,
  withoutJavaScript,
}: {
  optionsAction: string;
  verifyAction?: string;
  fields?: Record<string, string>;
  label: string;
  pendingLabel: string;
  withoutJavaScript: string;
}) {
  const hydrated = useHydrated();
  const available = usePasskeysAvailable();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!hydrated) return <p>{withoutJavaScript}</p>;
  if (!available) return null;

  async function signIn() {
    setPending(true);
    setMessage(null);
    const failed = (text: string) => {
      setMessage(text);
      setPending(false);
    };
    const start = await post<PublicKeyCredentialRequestOptionsJSON>(optionsAction, {
      ...fields,
      intent: passkeyIntents.options,
    });
    if (start.state !== "options")
      return failed(start.state === "failed" ? start.message : passkeyProblems.unavailable);
    let response;
    try {
      response = await startAuthentication({ optionsJSON: start.options });
    } catch {
      return failed(passkeyProblems.cancelled);
    }
    const done = await post(verifyAction, {
      ...fields,
      intent: passkeyIntents.verify,
      response: JSON.stringify(response),
    });
    if (done.state !== "done")
      return failed(done.state === "failed" ? done.message : passkeyProblems.unavailable);
    window.location.assign(done.redirectTo ?? "/admin");
  }

  return (
    <div className={formStyles.field}>
      <button
        type="button"
        className={button.secondary}
        disabled={pending}
        onClick={() => void signIn()}
      >
        {pending ? pendingLabel : label}
      </button>
      <p role="alert" className={formStyles.error} hidden={!message}>
        {message}
      </p>
    </div>
  );
}

/**
 * 'Aggiungi una passkey': the name first (checked by the server with the options), then the
 * authenticator, then the new passkey posted under that name; the list is loaded again.
 */
export function PasskeyRegistration({ action }: { action: string }) {
  const available = usePasskeysAvailable();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [nameErrors, setNameErrors] = useState<string[] | undefined>(undefined);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  if (!hydrated) return <p>{passkeySection.needsJavaScript}</p>;
  if (!available) return <p>{passkeySection.unsupported}</p>;

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "");
    setPending(true);
    setMessage(null);
    setNameErrors(undefined);
    const failed = (answer: PasskeyAnswer) => {
      if (answer.state === "failed" && answer.fieldErrors?.name?.length)
        setNameErrors(answer.fieldErrors.name);
      else
        setMessage({
          text: answer.state === "failed" ? answer.message : passkeyProblems.unavailable,
          ok: false,
        });
      setPending(false);
    };
    const start = await post<PublicKeyCredentialCreationOptionsJSON>(action, {
      intent: passkeyIntents.options,
      name,
    });
    if (start.state !== "options") return failed(start);
    let response;
    try {
      response = await startRegistration({ optionsJSON: start.options });
    } catch (error) {
      // The authenticator already holds one of the account's passkeys (they were excluded).
      const duplicate = error instanceof Error && error.name === "InvalidStateError";
      return failed({
        state: "failed",
        message: duplicate ? passkeyProblems.duplicate : passkeyProblems.cancelled,
      });
    }
    const done = await post(action, {
      intent: passkeyIntents.verify,
      name,
      response: JSON.stringify(response),
    });
    if (done.state !== "done") return failed(done);
    form.reset();
    setMessage({ text: passkeySection.added(name), ok: true });
    setPending(false);
    revalidator.revalidate();
  }

  return (
    <form method="post" action={action} className={formStyles.form} onSubmit={register}>
      <TextField
        field={{ id: "passkey-nome", name: "name", errors: nameErrors }}
        label={passkeySection.nameLabel}
        hint={passkeySection.nameHint}
        required
      />
      <div>
        <StatusButton pending={pending} pendingText={passkeySection.adding}>
          {passkeySection.add}
        </StatusButton>
      </div>
      <p role="status" hidden={!message?.ok}>
        {message?.ok ? message.text : null}
      </p>
      <p role="alert" className={formStyles.error} hidden={!message || message.ok}>
        {message && !message.ok ? message.text : null}
      </p>
    </form>
  );
}
