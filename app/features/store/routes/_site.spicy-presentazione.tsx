import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { StoreLanding } from "~/features/store/store-sections";
import { presentationPage } from "~/features/store/content/store-pages.server";
import { headFromLoader } from "~/utils/seo";

export { marketingPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = headFromLoader;

export const loader = () => presentationPage();

/** The version of /spicy shown to brands in meetings: same sections, a request for information up front. */
export default function SpicyPresentazione() {
  return <StoreLanding content={useLoaderData<typeof loader>()} />;
}
