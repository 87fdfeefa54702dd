import { LazyBoundaryErrorPage } from '@/components/app/LazyBoundaryErrorPage';

/**
 * Next's not-found boundary: what a notFound() thrown outside NotFoundPage shows (the browser draws
 * it: a content reader that finds nothing after the route did). The routes of this site render
 * NotFoundPage themselves, server-rendered with status 404. Next serializes this boundary into
 * every page's payload, so it draws the client BoundaryErrorPage through its loader
 * (LazyBoundaryErrorPage): one reference in the payload, one small script shared by every boundary
 * (a 'use client' boundary file is a script of its own, loaded by every page), and the error
 * page's code only when it shows.
 */
export default function NotFound() {
  return <LazyBoundaryErrorPage code={404} title="notFoundTitle" text="notFoundText" />;
}
