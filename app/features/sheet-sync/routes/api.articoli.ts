import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleSheetApi } from "~/features/sheet-sync/sheet-api.server";

/**
 * `/api/articoli`: the sheet automation's rows (see `sheet-api.server.ts`). Outside /admin,
 * so no session is asked for: the Bearer token is the credential. A GET gets the same 405
 * as any method but POST.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleSheetApi(request, context.clientIp);
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleSheetApi(request, context.clientIp);
