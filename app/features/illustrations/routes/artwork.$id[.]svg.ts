import type { LoaderFunctionArgs } from "@remix-run/node";
import { findImage } from "~/features/illustrations/content/images";
import { drawArtwork } from "~/features/illustrations/artwork-svg.server";
import { wholeAnswer } from "~/utils/resource-answer.server";

/** The drawn stand-in for an image slot of the manifest, e.g. /artwork/caso-salus-1.svg. */
export function loader({ params }: LoaderFunctionArgs) {
  const entry = findImage(params.id ?? "");
  if (!entry) {
    return wholeAnswer("Immagine non trovata", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return wholeAnswer(drawArtwork(entry), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
