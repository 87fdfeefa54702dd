import { CmsPicture } from '@/components/ui/CmsPicture';
import { getTranslations } from 'next-intl/server';
import type { ContentPageProps } from '@/components/content/page-props';
import { HeroSlider } from '@/components/ui/HeroSlider';
import { RichText } from '@/components/ui/RichText';
import { getFestival } from '@/lib/cms/festival';
import { loadOrNotFound } from '@/lib/cms/load-route';
import { FestivalCard } from './FestivalCard';
import styles from './FestivalPage.module.css';

/** A festival: background image, hero slider, body, then its programme as cards. */
export async function FestivalPage({ page, locale }: ContentPageProps) {
  const festival = await loadOrNotFound(locale, () => getFestival(locale, page.uuid));
  const t = await getTranslations({ locale, namespace: 'FestivalPage' });
  return (
    <div className={styles.festival} data-content-type="festival">
      {festival.background && (
        <div className={styles.background} aria-hidden="true">
          <CmsPicture
            url={festival.background.url}
            crop={{ width: 2400, height: 1600 }}
            alt=""
            fill
            sizes="100vw"
            className={styles.backgroundImage}
          />
        </div>
      )}
      <HeroSlider slides={festival.slides} label={t('sliderLabel')} crop={{ width: 1400, height: 600 }} />
      <section className={`container ${styles.intro}`}>
        {festival.logo && (
          <CmsPicture
            url={festival.logo.url}
            alt={festival.logo.alt}
            width={festival.logo.width || 900}
            height={festival.logo.height || 300}
            sizes="(max-width: 767px) 70vw, 360px"
            className={styles.logo}
          />
        )}
        <h1 className={styles.title}>{festival.title}</h1>
        {festival.subtitle && <p className={styles.subtitle}>{festival.subtitle}</p>}
        <RichText html={festival.bodyHtml} className={styles.body} />
      </section>
      <section className={`container ${styles.programme}`} aria-labelledby="festival-programme">
        <h2 id="festival-programme" className={styles.heading}>
          {t('programme')}
        </h2>
        {festival.programme.length > 0 ? (
          <ul className={styles.cards}>
            {festival.programme.map((item, index) => (
              <FestivalCard
                key={index}
                item={item}
                index={index}
                logo={festival.logo}
                locale={locale}
                moreLabel={t('more')}
              />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('noProgramme')}</p>
        )}
      </section>
    </div>
  );
}
