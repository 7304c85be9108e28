import { useFormAction, useNavigation } from "@remix-run/react";

/**
 * Whether a form of this page is being sent: from the press of its button until the
 * page it leads to has loaded. Without `formAction`, the current route's own action.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
}: { formAction?: string; formMethod?: "POST" | "GET" } = {}) {
  const ownAction = useFormAction();
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formAction === (formAction ?? ownAction) &&
    navigation.formMethod === formMethod
  );
}
