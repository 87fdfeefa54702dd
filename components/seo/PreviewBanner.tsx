import { getTranslations } from 'next-intl/server';
import { isPreview } from '@/lib/cms/preview';
import type { Locale } from '@/lib/i18n/routing';
import { ExitPreviewButton } from './ExitPreviewButton';
import styles from './PreviewBanner.module.css';

/**
 * Shown to editors in preview (Draft Mode) only: says the page shows unpublished revisions and
 * offers the way out. Preview responses are rendered per request and never cached (Next sends
 * `Cache-Control: private, no-store` in Draft Mode), so visitors never get this banner.
 */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  if (!(await isPreview())) return null;
  const t = await getTranslations({ locale, namespace: 'Seo' });
  return (
    <aside className={styles.banner} aria-label={t('previewLabel')} data-testid="preview-banner">
      <p role="status">{t('previewBanner')}</p>
      <ExitPreviewButton label={t('exitPreview')} locale={locale} className={styles.exit} />
    </aside>
  );
}
