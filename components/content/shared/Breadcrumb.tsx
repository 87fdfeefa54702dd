import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { absoluteSitePath } from '@/lib/seo/urls';
import styles from './Breadcrumb.module.css';

/** Home > ... > the current page (the last crumb has no link), also as a schema.org BreadcrumbList. */
export async function Breadcrumb({ locale, trail }: { locale: Locale; trail: { label: string; href?: string }[] }) {
  const t = await getTranslations({ locale, namespace: 'ContentUi' });
  const structured = breadcrumbJsonLd([
    { name: t('home'), url: absoluteSitePath(localizedPath(locale, '/')) },
    ...trail.map((crumb, index) => ({
      name: crumb.label,
      url: crumb.href && index < trail.length - 1 ? absoluteSitePath(crumb.href) : undefined,
    })),
  ]);
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href={localizedPath(locale, '/')}>{t('home')}</Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={index}>
            {crumb.href && index < trail.length - 1 ? (
              <Link href={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === trail.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={structured} />
    </nav>
  );
}
