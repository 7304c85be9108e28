import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { StoreLanding } from "~/components/store-sections";
import { presentationPage } from "~/content/store-pages.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? pageHead(args, data.head) : []);

export const loader = () => presentationPage();

/** The version of /spicy shown to brands in meetings: same sections, a request for information up front. */
export default function SpicyPresentazione() {
  return <StoreLanding content={useLoaderData<typeof loader>()} />;
}
