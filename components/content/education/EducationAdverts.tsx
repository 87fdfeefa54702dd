import Image from 'next/image';
import Link from 'next/link';
import type { Advert } from '@/lib/cms/teaser-types';
import { cmsImageSrc } from '@/lib/images/loader';
import styles from './EducationSidebar.module.css';

/** The sidebar's adverts (ad size 888x212). */
export function EducationAdverts({ adverts, label }: { adverts: Advert[]; label: string }) {
  if (adverts.length === 0) return null;
  return (
    <section aria-label={label} className={styles.block}>
      <ul className={styles.adverts}>
        {adverts.map((advert) => {
          const image = advert.image ? (
            <Image
              src={cmsImageSrc(advert.image.url, { width: 888, height: 212 })}
              width={888}
              height={212}
              sizes="(max-width: 991px) 100vw, 360px"
              alt={advert.image.alt || advert.title}
              className={styles.advertImage}
            />
          ) : (
            <span className={styles.advertTitle}>{advert.title}</span>
          );
          return (
            <li key={advert.id}>
              {advert.link ? (
                advert.link.external ? (
                  <a href={advert.link.href} target="_blank" rel="noopener noreferrer" className={styles.advert}>
                    {image}
                  </a>
                ) : (
                  <Link href={advert.link.href} className={styles.advert}>
                    {image}
                  </Link>
                )
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
