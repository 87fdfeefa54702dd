import { CmsPicture } from '@/components/ui/CmsPicture';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { RichText } from '@/components/ui/RichText';
import type { ShowDetail } from '@/lib/cms/types';
import { largestPaint } from '@/lib/images/largest-paint';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatDateRange } from '@/lib/text/dates';
import { formatPrice } from '@/lib/shows/rules';
import { AccessPerformancesProvider } from './access/AccessContext';
import { AccessSection } from './access/AccessSection';
import { BuyBox, DetailTabs, ReplaceUrl, ShareLinks, ShowPrices, ShowTags } from './ShowIslands';
import { Recommendations } from './Recommendations';
import { showSummaryCard } from './show-cards';
import styles from './ShowView.module.css';

type Props = {
  show: ShowDetail;
  locale: Locale;
  /** page: the show page; modal: the quick view; festival: the festival project page */
  variant?: 'page' | 'modal' | 'festival';
  /** replace the history URL with the share URL once loaded */
  replaceUrl?: boolean;
};

/** The share and history URL of a show. */
export function showShareHref(locale: Locale, uuid: string): string {
  return getPathname({ locale, href: `/events/show/${uuid}` });
}

/** A show: poster, title, type, venue, dates, prices, buy box, sharing, details, gallery, recommendations. */
export async function ShowView({ show, locale, variant = 'page', replaceUrl = variant === 'page' }: Props) {
  const t = await getTranslations({ locale, namespace: 'Shows' });
  const share = showShareHref(locale, show.uuid);
  const Heading = variant === 'modal' ? 'h2' : 'h1';
  return (
    <ClientMessages locale={locale} namespaces={['Shows', 'AccessKinds', 'OnSale']}>
      <article className={`${styles.show} ${variant === 'modal' ? styles.modal : ''}`} data-project-id={show.projectId}>
        {replaceUrl && <ReplaceUrl href={share} />}
        <div className={styles.hero}>
          <div className={styles.poster}>
            {show.image && (
              <CmsPicture
                url={show.image.url}
                crop={{ width: 600, height: 800 }}
                alt={show.image.alt || show.title}
                lang={show.lang}
                // at most 320 px wide on phones, 380 px beside the details (ShowView.module.css)
                sizes="(max-width: 767px) 320px, 380px"
                {...largestPaint(variant !== 'modal')}
              />
            )}
          </div>
          <div className={styles.info}>
            <ShowTags projectToken={show.projectId} />
            <Heading
              className={styles.title}
              id={variant === 'modal' ? 'show-modal-title' : undefined}
              lang={show.lang}
            >
              {show.title}
            </Heading>
            {show.subtitle && (
              <p className={styles.subtitle} lang={show.lang}>
                {show.subtitle}
              </p>
            )}
            <dl className={styles.facts}>
              <div>
                <dt>{t('venue')}</dt>
                <dd data-testid="show-venue" lang={show.lang}>
                  {show.venue}
                </dd>
              </div>
              <div>
                <dt>{t('dates')}</dt>
                <dd>{formatDateRange(show.from, show.to, locale)}</dd>
              </div>
              <div>
                <dt>{t('prices')}</dt>
                <dd>
                  <ShowPrices
                    projectToken={show.projectId}
                    fallback={show.basePrice !== null ? t('priceFrom', { price: formatPrice(show.basePrice) }) : null}
                  />
                </dd>
              </div>
            </dl>
            {show.discount && (
              <p className={styles.discount} lang={show.lang}>
                {show.discount}
              </p>
            )}
            <AccessPerformancesProvider performances={show.accessPerformances}>
              <BuyBox projectToken={show.projectId} variant={variant} />
            </AccessPerformancesProvider>
            <ShareLinks path={share} title={show.title} />
          </div>
        </div>
        {show.summary && (
          <p className={styles.summary} lang={show.lang}>
            {show.summary}
          </p>
        )}
        {show.notificationHtml && (
          <section className={styles.notice} aria-label={t('notice')}>
            <div lang={show.lang}>
              <RichText html={show.notificationHtml} />
            </div>
          </section>
        )}
        <AccessSection
          uuid={show.uuid}
          projectToken={show.projectId}
          performances={show.accessPerformances}
          locale={locale}
        />
        <DetailTabs tabs={show.tabs} defaultExpanded={variant === 'festival'} lang={show.lang} />
        {show.gallery.length > 0 && (
          <section className={styles.gallery} aria-labelledby={`gallery-${show.uuid}`}>
            <h2 id={`gallery-${show.uuid}`} className={styles.sectionTitle}>
              {t('gallery')}
            </h2>
            {/* scrolls sideways: focusable, so keyboard users can scroll it too (WCAG 2.1.1) */}
            <ul className={styles.galleryList} tabIndex={0} aria-labelledby={`gallery-${show.uuid}`}>
              {show.gallery.map((image, index) => (
                <li key={`${image.url}-${index}`}>
                  <CmsPicture
                    url={image.url}
                    crop={{ width: 600, height: 420 }}
                    alt={image.alt || show.title}
                    lang={show.lang}
                    sizes="(max-width: 767px) 85vw, 400px"
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
        {variant !== 'modal' && (
          <Recommendations
            cards={show.recommendations.map((item) => showSummaryCard(item, locale))}
            locale={locale}
            title={t('recommendations')}
          />
        )}
      </article>
    </ClientMessages>
  );
}
