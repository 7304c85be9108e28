import { ServiceDialogLayout } from "~/features/services/service-dialog-layout";
import { ServiceImageLayout } from "~/features/services/service-image-layout";
import { ServiceVideoLayout } from "~/features/services/service-video-layout";
import type { ServiceLayoutProps } from "~/features/services/service-view";

const layouts = { video: ServiceVideoLayout, finestra: ServiceDialogLayout };

/** A service page in the layout its entry chose (decision 0268). */
export function ServicePage(props: ServiceLayoutProps) {
  const Layout = layouts[props.page.layout as keyof typeof layouts] ?? ServiceImageLayout;
  return <Layout {...props} />;
}
