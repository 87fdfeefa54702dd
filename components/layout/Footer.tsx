import { getLocale, getTranslations } from 'next-intl/server';
import { loadMenu } from '@/lib/cms/menus';
import { menuEntries } from '@/lib/cms/reshape/menu';
import { copyrightYear } from '@/lib/copyright-year';
import { theatre, theatreAddress } from '@/lib/theatre';
import { FooterView } from './FooterView';

/** The theatre's footer: contact details and QR codes (lib/theatre.ts), the footer menus, the copyright. */
export async function Footer({ tolerant = false }: { tolerant?: boolean }) {
  const locale = await getLocale();
  const [footerMenu, commonMenu, t] = await Promise.all([
    loadMenu(locale, 'footer-menu', tolerant),
    loadMenu(locale, 'common', tolerant),
    getTranslations('Footer'),
  ]);
  const year = await copyrightYear();
  return (
    <FooterView
      contact={{
        heading: t('contact'),
        lines: [
          t('phone', { phone: theatre.phone }),
          t('address', { address: theatreAddress(locale) }),
          t('hours', { hours: theatre.boxOfficeHours[locale] }),
        ],
      }}
      menu={{ label: t('footerMenu'), items: menuEntries(footerMenu) }}
      follow={{
        heading: t('follow'),
        socials: theatre.socials.map((social) => ({
          key: social.key,
          qrCode: social.qrCode,
          alt: t('qrAlt', { name: social.name[locale] }),
          name: social.name[locale],
        })),
      }}
      common={{ label: t('commonMenu'), items: menuEntries(commonMenu) }}
      copyright={t('copyright', { year, holder: theatre.copyrightHolder[locale] })}
    />
  );
}
