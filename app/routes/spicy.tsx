import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { StoreLanding } from "~/components/store-sections";
import { spicyPage } from "~/content/store-pages.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? pageHead(args, data.head) : []);

export const loader = () => spicyPage();

export default function Spicy() {
  return <StoreLanding content={useLoaderData<typeof loader>()} />;
}
