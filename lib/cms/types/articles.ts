import type { FileRef, ImageRef } from './media';
import type { ArtTeaser, NewsTeaser, ShowTeaser, Slide, Term } from './teasers';

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

export type NewsLandingData = { terms: Term[]; first: { items: NewsTeaser[]; hasNext: boolean } | null };

export type ArtLanding = { slides: Slide[]; bodyHtml: string; banner: ImageRef | null };

export type ArtLandingData = ArtLanding & { terms: Term[]; first: { items: ArtTeaser[]; hasNext: boolean } | null };
