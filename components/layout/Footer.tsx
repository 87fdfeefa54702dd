import { getTranslations } from 'next-intl/server';
import { loadMenu } from '@/lib/cms/menus';
import { copyrightYear } from '@/lib/copyright-year';
import type { Locale } from '@/lib/i18n/routing';
import { theatre, theatreAddress } from '@/lib/theatre';
import { FooterMenu } from './FooterMenu';
import styles from './Footer.module.css';

/** The theatre's footer: contact details and QR codes (lib/theatre.ts), the footer menus, the copyright. */
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
            <span>{t('phone', { phone: theatre.phone })}</span>
            <span>{t('address', { address: theatreAddress(locale) })}</span>
            <span>{t('hours', { hours: theatre.boxOfficeHours[locale] })}</span>
          </address>
        </section>
        <FooterMenu items={footerMenu} locale={locale} label={t('footerMenu')} layout="columns" />
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('follow')}
          </h2>
          <ul className={styles.qrs}>
            {theatre.socials.map((social) => (
              <li key={social.key}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no resizing */}
                <img
                  src={social.qrCode}
                  alt={t('qrAlt', { name: social.name[locale] })}
                  width={96}
                  height={96}
                  loading="lazy"
                />
                <span>{social.name[locale]}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <FooterMenu items={commonMenu} locale={locale} label={t('commonMenu')} layout="row" />
        <p className={styles.copyright}>{t('copyright', { year, holder: theatre.copyrightHolder[locale] })}</p>
      </div>
    </footer>
  );
}
