import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { SiteLink } from '@/components/ui/SiteLink';
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
          <SiteLink href="/">{t('home')}</SiteLink>
        </li>
        {trail.map((crumb, index) => (
          <li key={index}>
            {crumb.href && index < trail.length - 1 ? (
              <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
            ) : (
              <span {...(index === trail.length - 1 ? { 'aria-current': 'page' as const } : {})}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={structured} />
    </nav>
  );
}
