import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { NotFound, notFoundHead } from "~/components/not-found";
import { CaseStudyView } from "~/features/pages/case-study-view";
import { marketingPageHeaders } from "~/utils/headers";
import { caseStudyPage } from "~/features/pages/work-pages.server";
import { languageOfRequest } from "~/utils/language";
import { pageHead } from "~/utils/seo";

export const headers = marketingPageHeaders;

/** The case study with this slug in the address's language: the English slug under `/en/`. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const study = caseStudyPage(params.slug ?? "", language);
  if (!study) return data({ study: null, alternates: null }, { status: 404 });
  return { study, alternates: study.alternates };
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
