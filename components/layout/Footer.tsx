import { getTranslations } from 'next-intl/server';
import { loadMenu } from '@/lib/cms/menus';
import { copyrightYear } from '@/lib/copyright-year';
import type { Locale } from '@/lib/i18n/routing';
import { FooterMenu } from './FooterMenu';
import styles from './Footer.module.css';

const socials = [
  { key: 'wechat', src: '/static/qr/wechat.svg' },
  { key: 'weibo', src: '/static/qr/weibo.svg' },
] as const;

export async function Footer({ locale, tolerant = false }: { locale: Locale; tolerant?: boolean }) {
  const [footerMenu, commonMenu, t] = await Promise.all([
    loadMenu(locale, 'footer-menu', tolerant),
    loadMenu(locale, 'common', tolerant),
    getTranslations({ locale, namespace: 'Footer' }),
  ]);
  const year = await copyrightYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('contact')}
          </h2>
          <address className={styles.address}>
            <span>{t('phone')}</span>
            <span>{t('address')}</span>
            <span>{t('hours')}</span>
          </address>
        </section>
        <FooterMenu items={footerMenu} locale={locale} label={t('footerMenu')} layout="columns" />
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('follow')}
          </h2>
          <ul className={styles.qrs}>
            {socials.map((s) => (
              <li key={s.key}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no resizing */}
                <img src={s.src} alt={t('qrAlt', { name: t(s.key) })} width={96} height={96} loading="lazy" />
                <span>{t(s.key)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <FooterMenu items={commonMenu} locale={locale} label={t('commonMenu')} layout="row" />
        <p className={styles.copyright}>{t('copyright', { year })}</p>
      </div>
    </footer>
  );
}
