import {
  caseStudies,
  caseStudiesClosing,
  caseStudiesHead,
  caseStudiesHero,
  caseStudySectors,
  caseStudyStats,
} from "~/features/blocks/content/case-studies";
import { imageSrc } from "~/features/illustrations/content/image-entry";

/**
 * What /casi-studio shows, sent by its loader: ten case studies of copy travel as data with
 * the document, not in the page's script.
 */
export function caseStudiesPageContent() {
  return {
    head: caseStudiesHead,
    hero: caseStudiesHero,
    stats: caseStudyStats,
    studies: caseStudies,
    sectors: caseStudySectors,
    closing: caseStudiesClosing,
    // The first six images are preloaded: the first three of each of the first two cases.
    preloads: caseStudies.slice(0, 2).flatMap((study) => study.immagini.slice(0, 3).map(imageSrc)),
  };
}
