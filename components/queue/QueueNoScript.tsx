import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { LineView } from '@/lib/queue/describe';
import styles from './QueueLine.module.css';

/**
 * The queue page without JavaScript: a newcomer takes a number with a button (a form post), one
 * in line has the page reload itself as often as a script would ask, and can check at once. The
 * refresh sits inside <noscript> (written as HTML, so React does not move it into the head): with
 * JavaScript on, the browser ignores it and the script asks instead.
 */
export async function QueueNoScript({
  view,
  scope,
  locale,
}: {
  view: LineView | null;
  scope: string | null;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Queue' });
  const prefix = locale === 'en' ? '/en' : '';
  const query = new URLSearchParams({ locale, ...(scope ? { scope } : {}), ...(view ? { to: view.next } : {}) });
  if (!view || view.state === 'none') {
    return (
      <noscript>
        <form className={`container ${styles.noScript}`} method="post" action={`/api/queue/join?${query}`}>
          <p>{t('joinNoScript')}</p>
          <button type="submit" className={styles.join}>
            {t('join')}
          </button>
        </form>
      </noscript>
    );
  }
  if (view.state !== 'waiting' && view.state !== 'unavailable' && view.state !== 'refused') return null;
  const self = `${prefix}/queue?${new URLSearchParams({ ...(scope ? { scope } : { scope: view.scope }), to: view.next })}`;
  const refused = view.state === 'refused';
  return (
    <>
      <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${view.pollSeconds}">` }} />
      <noscript>
        <p className={`container ${styles.noScript}`}>
          {refused ? t('refusedNoScript', { seconds: view.pollSeconds }) : t('noScript', { seconds: view.pollSeconds })}{' '}
          <a href={self}>{refused ? t('tryNow') : t('checkNow')}</a>
        </p>
      </noscript>
    </>
  );
}
