'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { cmsImageSrc } from '@/lib/images/loader';
import styles from './EventCard.module.css';

export type EventCardProps = {
  /** the show's own page */
  href: string;
  /** on wide screens a click opens the show in the quick-view modal at this URL (/events/show/{uuid}) */
  modalHref?: string;
  title: string;
  image: { url: string; alt: string } | null;
  dateText: string;
  venue: string;
  priceFrom: string | null;
  typeName?: string;
  /** a label such as 'ended' or 'sold out' */
  badge?: string | null;
};

/** The desktop breakpoint of the quick-view modal (spec section 9). */
export const MODAL_MEDIA = '(min-width: 992px)';

/** A wide screen opens the modal; a narrow one follows the link. */
export function opensModal(matches: (query: string) => boolean): boolean {
  return matches(MODAL_MEDIA);
}

/** A show card (282x362 poster): title, dates, venue and lowest price always visible. */
export function EventCard({ href, modalHref, title, image, dateText, venue, priceFrom, typeName, badge }: EventCardProps) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!modalHref || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!opensModal((q) => window.matchMedia(q).matches)) return;
    event.preventDefault();
    router.push(modalHref, { scroll: false });
  }
  return (
    <article className={styles.card} data-testid="show-card">
      <Link href={href} className={styles.link} onClick={onClick}>
        <div className={styles.poster}>
          {image ? (
            <Image
              src={cmsImageSrc(image.url, { width: 282, height: 362 })}
              alt={image.alt || title}
              width={282}
              height={362}
              sizes="(max-width: 600px) 50vw, 282px"
            />
          ) : null}
          {badge && <span className={styles.badge}>{badge}</span>}
        </div>
        <div className={styles.body}>
          {typeName && <span className={styles.type}>{typeName}</span>}
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.meta}>{dateText}</p>
          <p className={styles.meta}>{venue}</p>
          {priceFrom && <p className={styles.price}>{priceFrom}</p>}
        </div>
      </Link>
    </article>
  );
}
