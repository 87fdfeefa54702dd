import { CmsPicture } from '@/components/ui/CmsPicture';
import { getTranslations } from 'next-intl/server';
import type { Advert } from '@/lib/cms/types';
import { SiteLink } from '@/components/ui/SiteLink';
import type { Locale } from '@/lib/i18n/routing';
import styles from './AdvertSidebar.module.css';

/** Spec section 9: adverts are 1200 or 888 wide by 212 (the wide one keeps the advert's lettering whole). */
export const ADVERT_SIZE = { width: 1200, height: 212 };

type AdvertLinkProps = { advert: Advert; size?: { width: number; height: number }; sizes: string; className?: string };

/** One advert: its image (or title), linking where it points. */
export function AdvertLink({ advert, size = ADVERT_SIZE, sizes, className }: AdvertLinkProps) {
  const cls = `${styles.advert} ${className ?? ''}`;
  const image = advert.image ? (
    <CmsPicture url={advert.image.url} crop={size} alt={advert.image.alt || advert.title} sizes={sizes} />
  ) : (
    <span className={styles.textOnly}>{advert.title}</span>
  );
  if (!advert.link) return <span className={cls}>{image}</span>;
  if (advert.link.external) {
    return (
      <a className={cls} href={advert.link.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <SiteLink className={cls} href={advert.link.href}>
      {image}
    </SiteLink>
  );
}

/** The adverts column beside news and arts-education content. */
export async function AdvertSidebar({ adverts, locale }: { adverts: Advert[]; locale: Locale }) {
  if (adverts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'ContentUi' });
  return (
    <section className={styles.sidebar} aria-labelledby="adverts-heading">
      <h2 id="adverts-heading" className={styles.heading}>
        {t('adverts')}
      </h2>
      <ul className={styles.list}>
        {adverts.map((advert, position) => (
          <li key={position}>
            <AdvertLink advert={advert} sizes="(max-width: 991px) 100vw, 320px" />
          </li>
        ))}
      </ul>
    </section>
  );
}
