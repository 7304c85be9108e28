import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleResendWebhook } from "~/features/newsletter/resend-webhook.server";

/**
 * `/api/resend/webhook`: Resend's reports of deliveries, bounces and complaints (see
 * `resend-webhook.server.ts`). Outside /admin and without the same-origin check: Resend's
 * servers send no `Origin`, and the signature is the credential. A GET gets the same 405 as
 * any method but POST.
 */
export const loader = ({ request }: LoaderFunctionArgs) => handleResendWebhook(request);
export const action = ({ request }: ActionFunctionArgs) => handleResendWebhook(request);
