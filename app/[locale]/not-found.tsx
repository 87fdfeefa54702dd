import { BoundaryErrorPage } from '@/components/app/BoundaryErrorPage';

/**
 * Next's not-found boundary: what a notFound() thrown outside NotFoundPage shows (the browser draws
 * it: a content reader that finds nothing after the route did). The routes of this site render
 * NotFoundPage themselves, server-rendered with status 404. Next serializes this boundary into
 * every page's payload, so it draws the client BoundaryErrorPage: one reference in the payload, and
 * one script shared by every boundary (a 'use client' boundary file is a script of its own, loaded
 * by every page).
 */
export default function NotFound() {
  return <BoundaryErrorPage code={404} title="notFoundTitle" text="notFoundText" />;
}
