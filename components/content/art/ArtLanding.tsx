import { getTranslations } from 'next-intl/server';
import { Slider } from '@/components/ui/Slider';
import { RichText } from '@/components/ui/RichText';
import { getAdverts } from '@/lib/cms/adverts';
import { getLanding } from '@/lib/cms/art-landing';
import { loadContent } from '@/lib/cms/load-route';
import { getListPage, getTerms } from '@/lib/cms/terms';
import type { ContentPageProps } from '../page-props';
import { TermLanding } from '../lists/TermLanding';
import { SlideItem } from '../shared/SlideItem';
import styles from './ArtLanding.module.css';

/** Arts-education landing: slider, theme tabs with their lists, adverts. */
export async function ArtLanding({ page, locale }: ContentPageProps) {
  const data = await loadContent(locale, async () => {
    const [landing, terms, adverts] = await Promise.all([
      getLanding(locale, 'art_education_landing', page.uuid),
      getTerms(locale, 'art'),
      getAdverts(locale),
    ]);
    const initial = await getListPage(locale, 'art', terms[0]?.id ?? null, 1);
    return { landing, terms, adverts, initial };
  });
  const ui = await getTranslations({ locale, namespace: 'ContentUi' });
  return (
    <div data-content-type="art_education_landing">
      {data.landing.slides.length > 0 && (
        <Slider label={page.title} mode="fade" autoplayMs={5000}>
          {data.landing.slides.map((slide, index) => (
            <SlideItem key={index} slide={slide} first={index === 0} moreLabel={ui('readMore')} />
          ))}
        </Slider>
      )}
      <TermLanding
        locale={locale}
        title={page.title}
        kind="art"
        terms={data.terms}
        initial={data.initial}
        adverts={data.adverts}
      >
        <h1 className={styles.title}>{page.title}</h1>
        <RichText html={data.landing.bodyHtml} className={styles.intro} />
      </TermLanding>
    </div>
  );
}
