import type { ContentPage } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { RichText } from '@/components/ui/RichText';
import styles from './BasicPage.module.css';

/** A content page's title, date and body: what every type shows before its full design lands. */
export function BasicPage({ page, locale, showDate = false }: { page: ContentPage; locale: Locale; showDate?: boolean }) {
  return (
    <article className={`container ${styles.page}`} data-content-type={page.type}>
      <h1>{page.title}</h1>
      {showDate && page.created && (
        <p className={styles.meta}>
          <FormattedDate value={page.created} locale={locale} />
        </p>
      )}
      <RichText html={page.bodyHtml} />
    </article>
  );
}
