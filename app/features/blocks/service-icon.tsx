import CalendarDays from "lucide-react/icons/calendar-days";
import Compass from "lucide-react/icons/compass";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Megaphone from "lucide-react/icons/megaphone";
import PenLine from "lucide-react/icons/pen-line";
import Share2 from "lucide-react/icons/share-2";
import type { ServiceIconName } from "~/features/blocks/content/services";

// One module per icon, so the page's script carries only these six drawings.
const icons = {
  social: Share2,
  content: PenLine,
  ads: Megaphone,
  strategy: Compass,
  training: GraduationCap,
  events: CalendarDays,
} as const satisfies Record<ServiceIconName, typeof Share2>;

/** A service's pictogram as inline SVG; the card's title says the same, so it is hidden from assistive technology. */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
