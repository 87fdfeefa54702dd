import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { Link } from '@/lib/i18n/navigation';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/urls';
import styles from './Breadcrumb.module.css';

/**
 * Home > ... > the current page (the last crumb has no link), also as a schema.org BreadcrumbList.
 * A crumb's `href` is a path inside the visitor's language ('/news').
 */
export async function Breadcrumb({ trail }: { trail: { label: string; href?: string }[] }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('ContentUi')]);
  const structured = breadcrumbJsonLd([
    { name: t('home'), url: absoluteUrl(locale, '/') },
    ...trail.map((crumb, index) => ({
      name: crumb.label,
      url: crumb.href && index < trail.length - 1 ? absoluteUrl(locale, crumb.href) : undefined,
    })),
  ]);
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href="/">{t('home')}</Link>
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
