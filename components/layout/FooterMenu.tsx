import type { MenuItem } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { MenuLink } from './MenuLink';
import styles from './FooterMenu.module.css';

type Props = { items: MenuItem[]; locale: Locale; label: string; layout: 'columns' | 'row' };

/**
 * A footer menu (footer-menu, common), every level shown: a parent that is not a link (Drupal's
 * `route:<nolink>` or `route:<button>`) is the label of the children listed under it.
 */
export function FooterMenu({ items, locale, label, layout }: Props) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={`${styles.links} ${styles[layout]}`}>
        {items.map((item) => (
          <li key={item.id} className={item.children.length > 0 ? styles.group : undefined}>
            <MenuLink item={item} locale={locale} labelClassName={styles.label} />
            {item.children.length > 0 && (
              <ul className={styles.children}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuLink item={child} locale={locale} labelClassName={styles.label} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
