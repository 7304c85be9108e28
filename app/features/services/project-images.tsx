import type { ImageEntry } from "~/features/illustrations/content/image-entry";
import { Artwork } from "~/features/illustrations/artwork";
import { Carousel } from "../../components/carousel";
import { projectWords } from "~/features/pages/index";
import { useLanguage } from "~/utils/use-language";

type Props = {
  project: { slug: string; title: string; images: readonly ImageEntry[] };
  /** How wide the images show, for photos with a `srcSet`. */
  sizes: string;
  className?: string;
};

/** The images of one project, a carousel inside the carousel of projects. */
export function ProjectImages({ project, sizes, className }: Props) {
  const words = projectWords[useLanguage()];
  return (
    <Carousel
      id={`progetto-${project.slug}-immagini`}
      label={words.images(project.title)}
      className={className}
      slides={project.images.map((image) => ({
        id: `slide-${image.id}`,
        content: <Artwork image={image} sizes={sizes} />,
      }))}
    />
  );
}
