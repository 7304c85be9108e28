import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { NotFound, notFoundHead } from "~/components/not-found";
import { CaseStudyView } from "~/features/pages/case-study-view";
import { caseStudyPage } from "~/features/pages/work-pages.server";
import { pageHead } from "~/utils/seo";

export { marketingPageHeaders as headers } from "~/utils/headers";

export function loader({ params }: LoaderFunctionArgs) {
  const study = caseStudyPage(params.slug ?? "");
  if (!study) return data({ study: null }, { status: 404 });
  return { study };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const study = args.data?.study;
  return study ? pageHead(args, study.head) : notFoundHead(args);
};

export default function CaseStudy() {
  const { study } = useLoaderData<typeof loader>();
  if (!study) return <NotFound />;
  return <CaseStudyView study={study} />;
}
