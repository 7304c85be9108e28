import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { StoreLanding } from "~/features/store/store-sections";
import { spicyPage } from "~/features/store/content/store-pages.server";
import { headFromLoader } from "~/utils/seo";

export { marketingPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = headFromLoader;

export const loader = () => spicyPage();

export default function Spicy() {
  return <StoreLanding content={useLoaderData<typeof loader>()} />;
}
