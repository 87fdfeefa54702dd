import type { MenuEntry } from '@/lib/cms/types';
import { MenuLink } from './MenuLink';
import styles from './FooterMenu.module.css';

type Props = { items: MenuEntry[]; label: string; layout: 'columns' | 'row' };

/**
 * A footer menu (footer-menu, common), every level shown: a parent that is not a link (Drupal's
 * `route:<nolink>` or `route:<button>`) is the label of the children listed under it.
 */
export function FooterMenu({ items, label, layout }: Props) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={`${styles.links} ${styles[layout]}`}>
        {items.map((item, index) => (
          <li key={index} {...(item.children.length > 0 ? { className: styles.group } : {})}>
            <MenuLink item={item} labelClassName={styles.label} />
            {item.children.length > 0 && (
              <ul className={styles.children}>
                {item.children.map((child, childIndex) => (
                  <li key={childIndex}>
                    <MenuLink item={child} labelClassName={styles.label} />
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
