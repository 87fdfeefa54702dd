import { CmsPicture } from '@/components/ui/CmsPicture';
import { getTranslations } from 'next-intl/server';
import { ShowCard } from '@/components/shows/ShowCard';
import { showTeaserCard } from '@/components/shows/show-cards';
import { Slider } from '@/components/ui/Slider';
import { SiteLink } from '@/components/ui/SiteLink';
import { getHomepage } from '@/lib/cms/home';
import { loadContent } from '@/lib/cms/load-route';
import { Link } from '@/lib/i18n/navigation';
import { theatre } from '@/lib/theatre';
import type { ContentPageProps } from '../page-props';
import { AdvertLink } from '../shared/AdvertSidebar';
import { SlideItem } from '../shared/SlideItem';
import { ArtCard, NewsRow } from '../shared/TeaserItems';
import styles from './HomePage.module.css';

/** Spec section 9: the hero slider autoplays and crossfades at 500 ms; ads autoplay every 4500 ms. */
const HERO_AUTOPLAY_MS = 5000;
const ADS_AUTOPLAY_MS = 4500;
const AD_SIZE = { width: 1200, height: 212 };
const SPONSOR_LOGO = { width: 110, height: 94 };

/** Home: slider, highlights, ads slider, news, arts education, sponsors. */
export async function HomePage({ locale }: ContentPageProps) {
  const home = await loadContent(locale, () => getHomepage(locale));
  const t = await getTranslations({ locale, namespace: 'Home' });
  const ui = await getTranslations({ locale, namespace: 'ContentUi' });

  return (
    <div className={styles.home} data-content-type="homepage">
      <h1 className="visually-hidden">{theatre.name[locale]}</h1>
      {home.slides.length > 0 && (
        <Slider label={t('slider')} mode="fade" autoplayMs={HERO_AUTOPLAY_MS} className={styles.hero}>
          {home.slides.map((slide, index) => (
            <SlideItem key={index} slide={slide} first={index === 0} moreLabel={ui('readMore')} />
          ))}
        </Slider>
      )}

      {home.highlights.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="home-highlights">
          <div className={styles.sectionHead}>
            <h2 id="home-highlights">{t('highlights')}</h2>
            <SiteLink href="/events" className={styles.more}>
              {t('allShows')} ›
            </SiteLink>
          </div>
          <Slider label={t('highlights')} mode="carousel" maxItems={4}>
            {home.highlights.map((show, position) => (
              <ShowCard key={position} {...showTeaserCard(show)} />
            ))}
          </Slider>
        </section>
      )}

      {home.ads.length > 0 && (
        <section className={`container ${styles.ads}`} aria-label={t('ads')}>
          <Slider label={t('ads')} mode="fade" autoplayMs={ADS_AUTOPLAY_MS}>
            {home.ads.map((advert, position) => (
              <AdvertLink
                key={position}
                advert={advert}
                size={AD_SIZE}
                sizes="(max-width: 1200px) 100vw, 1200px"
                className={styles.adItem}
              />
            ))}
          </Slider>
        </section>
      )}

      {home.news.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="home-news">
          <div className={styles.sectionHead}>
            <h2 id="home-news">{home.newsTitle || t('news')}</h2>
            <SiteLink href="/news" className={styles.more}>
              {t('allNews')} ›
            </SiteLink>
          </div>
          <div className={styles.newsGrid}>
            {home.news.map((item, position) => (
              <NewsRow key={position} item={item} locale={locale} />
            ))}
          </div>
        </section>
      )}

      {home.art.length > 0 && (
        <section className={`${styles.band}`} aria-labelledby="home-art">
          <div className={`container ${styles.section}`}>
            <div className={styles.sectionHead}>
              <h2 id="home-art">{t('art')}</h2>
            </div>
            <div className={styles.artGrid}>
              {home.art.map((item, position) => (
                <ArtCard key={position} item={item} locale={locale} />
              ))}
            </div>
          </div>
        </section>
      )}

      {home.sponsors.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="home-sponsors">
          <div className={styles.sectionHead}>
            <h2 id="home-sponsors">{t('sponsors')}</h2>
          </div>
          <Slider label={t('sponsors')} mode="carousel" maxItems={5}>
            {home.sponsors.map((sponsor, position) => {
              const logo = sponsor.image ? (
                <CmsPicture url={sponsor.image.url} crop={SPONSOR_LOGO} alt={sponsor.image.alt || sponsor.title} />
              ) : null;
              const body = (
                <>
                  {logo}
                  <span className={styles.sponsorName}>{sponsor.title}</span>
                </>
              );
              return sponsor.link?.external ? (
                <a
                  key={position}
                  className={styles.sponsor}
                  href={sponsor.link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {body}
                </a>
              ) : (
                <Link key={position} className={styles.sponsor} href={sponsor.link?.href ?? '#'}>
                  {body}
                </Link>
              );
            })}
          </Slider>
        </section>
      )}
    </div>
  );
}
