import { getTranslations } from 'next-intl/server';
import type { AccessPerformance } from '@/lib/cms/types';
import { SiteLink } from '@/components/ui/SiteLink';
import type { Locale } from '@/lib/i18n/routing';
import { theatre } from '@/lib/theatre';
import { AccessList } from './AccessList';
import styles from './Access.module.css';

type Props = { uuid: string; projectToken: string; performances: AccessPerformance[]; locale: Locale };

/** The show page's "Access" section: its access performances, how to book them, the theatre's access information. */
export async function AccessSection({ uuid, projectToken, performances, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Shows' });
  const id = `access-${uuid}`;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid="show-access">
      <h2 id={id} className={styles.title}>
        {t('accessTitle')}
      </h2>
      {performances.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{t('accessPerformances')}</h3>
          <AccessList projectToken={projectToken} performances={performances} />
        </>
      ) : (
        <p className={styles.help}>{t('accessNone')}</p>
      )}
      <p className={styles.help}>{t('accessHelp', { phone: theatre.phone, hours: theatre.boxOfficeHours[locale] })}</p>
      <p className={styles.help}>
        <SiteLink href={theatre.accessInfo[locale]}>{t('accessInfo')}</SiteLink>
      </p>
    </section>
  );
}
