import type { MenuEntry } from '@/lib/cms/types';
import { SiteLink } from '@/components/ui/SiteLink';

type Props = { item: MenuEntry; className?: string; current?: boolean; labelClassName?: string };

/**
 * One menu item as Drupal means it: a page of the site in the visitor's language, an external
 * link (web addresses open in a new tab), or, for `route:<nolink>` and `route:<button>` items
 * without children, plain text (a parent with children is a disclosure button: MainMenu).
 * Attributes it has no value for are left out, not passed as undefined: a menu drawn on the server
 * would carry each as `"$undefined"` in the page's RSC payload.
 */
export function MenuLink({ item, className, current = false, labelClassName }: Props) {
  if (item.href === null) return <span className={labelClassName}>{item.title}</span>;
  const classes = className ? { className } : {};
  if (item.external) {
    const web = /^https?:/i.test(item.href);
    return (
      <a href={item.href} {...classes} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {item.title}
      </a>
    );
  }
  return (
    <SiteLink href={item.href} {...classes} {...(current ? { 'aria-current': 'page' as const } : {})}>
      {item.title}
    </SiteLink>
  );
}
