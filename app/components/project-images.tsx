import type { ImageId } from "~/content/images";
import { Artwork } from "./artwork";
import { Carousel } from "./carousel";

type Props = {
  project: { slug: string; title: string; images: readonly ImageId[] };
  /** How wide the images show, for photos with a `srcSet`. */
  sizes: string;
  className?: string;
};

/** The images of one project, a carousel inside the carousel of projects. */
export function ProjectImages({ project, sizes, className }: Props) {
  return (
    <Carousel
      id={`progetto-${project.slug}-immagini`}
      label={`Immagini del progetto ${project.title}`}
      className={className}
      slides={project.images.map((id) => ({ id: `slide-${id}`, content: <Artwork id={id} sizes={sizes} /> }))}
    />
  );
}
