import { getTranslations } from 'next-intl/server';
import type { ContentPageProps } from '@/components/content/page-props';
import { RichText } from '@/components/ui/RichText';
import { Tabs } from '@/components/ui/Tabs';
import { loadOrNotFound } from '@/lib/cms/load-route';
import { getTabbedPage, type tabbedPageFields } from '@/lib/cms/tabbed-pages';
import type { TabbedPageType } from '@/lib/cms/types';
import { PageBanner } from './PageBanner';
import styles from './TabbedInfoPage.module.css';

/** Each tab's label: a tab of tabbedPageFields without a message in InfoPages fails the type-check. */
type TabLabelKey = { [T in TabbedPageType]: `${T}.${(typeof tabbedPageFields)[T][number][0]}` }[TabbedPageType];

/** About us, facilities and sponsor pages: a banner, then the node's rich-text fields as tabs. */
async function TabbedInfoPage({ page, locale, type }: ContentPageProps & { type: TabbedPageType }) {
  const data = await loadOrNotFound(locale, () => getTabbedPage(locale, type, page.uuid));
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'InfoPages' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  const tabs = data.tabs.map((tab) => ({ key: tab.key, label: t(`${type}.${tab.key}` as TabLabelKey) }));
  const panels = Object.fromEntries(
    data.tabs.map((tab) => [
      tab.key,
      tab.html ? <RichText html={tab.html} className={styles.body} /> : <p className={styles.empty}>{tc('noData')}</p>,
    ]),
  );
  return (
    <article data-content-type={type}>
      <PageBanner image={data.banner} />
      <div className={`container ${styles.content}`}>
        <h1 className={styles.title}>{data.title}</h1>
        <Tabs tabs={tabs} label={t(`${type}.label`)} panels={panels} />
      </div>
    </article>
  );
}

export const AboutUsPage = (props: ContentPageProps) => <TabbedInfoPage {...props} type="about_us" />;
export const FacilitiesPage = (props: ContentPageProps) => <TabbedInfoPage {...props} type="facilities" />;
export const SponsorPage = (props: ContentPageProps) => <TabbedInfoPage {...props} type="sponsor" />;
