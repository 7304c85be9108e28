import { parse } from "@conform-to/react";
import { useCallback, useRef, useState } from "react";
import type { validators } from "./forms/client-validators";

type Validators = typeof validators;
type Timing = "onSubmit" | "onBlur" | "onInput";

let loading: Promise<Validators> | undefined;
function loadValidators() {
  loading ??= import("./forms/client-validators").then((module) => module.validators);
  return loading;
}

/** Conform's way of saying "no verdict here": the submission goes on to the server's action. */
const leaveToServer = ({ formData }: { formData: FormData }) => parse(formData, { resolve: () => ({ error: null }) });

/**
 * Validation in the browser with the form's own Zod schema, fetched when the visitor first
 * enters the form instead of with every page. A submission sent before it arrives is
 * checked by the server, which answers with the same messages.
 */
export function useDeferredValidation<Name extends keyof Validators>(
  name: Name,
  timing: { shouldValidate: Timing; shouldRevalidate: Timing },
) {
  const [validate, setValidate] = useState<Validators[Name]>();
  // One state change per form, never a repeated one: a render of the form that React cuts
  // short (same state) makes Conform stop tracking the fields, and their errors stop showing.
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void loadValidators().then((loaded) => setValidate(() => loaded[name]));
  }, [name]);

  const options = validate
    ? { onValidate: validate, ...timing }
    : {
        onValidate: leaveToServer as Validators[Name],
        shouldValidate: "onSubmit" as const,
        shouldRevalidate: "onSubmit" as const,
      };
  return { options, formProps: { onFocus: load } };
}
