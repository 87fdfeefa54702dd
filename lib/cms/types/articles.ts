import type { FileRef, ImageRef } from './media';
import type { ShowTeaser, Slide } from './teasers';

/** A news or arts-education article, its rich text already sanitized. */
export type Article = {
  id: string;
  title: string;
  subtitle: string;
  created: string | null;
  typeName: string;
  poster: ImageRef | null;
  video: FileRef | null;
  pdf: FileRef | null;
  bodyHtml: string;
  recommendations: ShowTeaser[];
};

export type ArtLanding = { slides: Slide[]; bodyHtml: string; banner: ImageRef | null };
