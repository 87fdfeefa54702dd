'use client';

import { Link, useRouter } from '@/lib/i18n/navigation';
import type { MouseEvent, ReactNode } from 'react';

/** The desktop breakpoint of the quick-view modal (spec section 9). */
export const MODAL_MEDIA = '(min-width: 992px)';

/** A wide screen opens the modal; a narrow one follows the link. */
export function opensModal(matches: (query: string) => boolean): boolean {
  return matches(MODAL_MEDIA);
}

/**
 * A show card's link (spec: projectDetail): on screens 992 px and wider a plain click opens the
 * quick view at `modalHref` over the current page; narrower screens, a new tab or a card without
 * a quick view follow `href` to the show's page. Both are paths inside the visitor's language.
 */
export function ShowCardLink({
  href,
  modalHref,
  className,
  children,
}: {
  href: string;
  modalHref: string | null;
  className: string;
  children: ReactNode;
}) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!modalHref || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (!opensModal((q) => window.matchMedia(q).matches)) return;
    event.preventDefault();
    router.push(modalHref, { scroll: false });
  }
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
