import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import type { FormAlertContent } from "~/components/form-messages";
import type { ServicePage } from "~/features/pages/index.server";

/** A service page as its layout receives it from the route's loader. */
export type ServiceView = SerializeFrom<() => ServicePage>;

/** What the page's form action answered. */
export type ServiceReply =
  { result?: SubmissionResult<string[]>; alert?: FormAlertContent | null } | undefined;

export type ServiceLayoutProps = { page: ServiceView; reply: ServiceReply };
