import type { MenuItem } from '@/lib/cms/types';
import { localizedSitePath } from '@/lib/cms/reshape/link';
import type { Locale } from '@/lib/i18n/routing';
import { SiteLink } from '@/components/ui/SiteLink';

type Props = { item: MenuItem; locale: Locale; className?: string; current?: boolean; labelClassName?: string };

/**
 * One menu item as Drupal means it: a page of the site in the visitor's language, an external
 * link (web addresses open in a new tab), or, for `route:<nolink>` and `route:<button>` items
 * without children, plain text (a parent with children is a disclosure button: MainMenu).
 */
export function MenuLink({ item, locale, className, current = false, labelClassName }: Props) {
  if (item.href === null) return <span className={labelClassName}>{item.title}</span>;
  if (item.external) {
    const web = /^https?:/i.test(item.href);
    return (
      <a href={item.href} className={className} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {item.title}
      </a>
    );
  }
  return (
    <SiteLink
      href={localizedSitePath(locale, item.href)}
      aria-current={current ? 'page' : undefined}
      className={className}
    >
      {item.title}
    </SiteLink>
  );
}
