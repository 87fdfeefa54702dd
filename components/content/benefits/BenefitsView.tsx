import { getTranslations } from 'next-intl/server';
import { FetchStatus } from '@/components/ui/FetchStatus';
import { RichText } from '@/components/ui/RichText';
import { Tabs } from '@/components/ui/Tabs';
import type { BenefitsPanel } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { BenefitCard } from './BenefitCard';
import styles from './BenefitsView.module.css';

/** /benefits: the reminder, the four benefit tabs (open one in the URL), the bottom message. */
export async function BenefitsView({ locale, panel }: { locale: Locale; panel: BenefitsPanel }) {
  const t = await getTranslations({ locale, namespace: 'Benefits' });
  const labels = { included: t('included'), notIncluded: t('notIncluded') };
  const tabs = panel.tabs.map((tab) => ({ key: tab.key, label: t(`tabs.${tab.key}`) }));
  const panels = Object.fromEntries(
    panel.tabs.map((tab) => [
      tab.key,
      tab.benefits.length > 0 ? (
        <ul className={styles.grid}>
          {tab.benefits.map((benefit, position) => (
            <BenefitCard key={position} benefit={benefit} levels={panel.levels} labels={labels} />
          ))}
        </ul>
      ) : (
        <FetchStatus status="empty" />
      ),
    ]),
  );
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{panel.title || t('title')}</h1>
      <RichText html={panel.reminderHtml} className={styles.reminder} />
      <ul className={styles.legend} aria-label={t('levels')}>
        {panel.levels.map((level, position) => (
          <li key={position}>
            <span className={styles.swatch} style={{ backgroundColor: level.color }} aria-hidden="true" />
            {level.name}
          </li>
        ))}
      </ul>
      <Tabs tabs={tabs} label={t('tabsLabel')} defaultKey="basic" panels={panels} />
      <RichText html={panel.bottomMessageHtml} className={styles.bottom} />
    </div>
  );
}
