import { getTranslations } from 'next-intl/server';
import { HomeIcon, TicketIcon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/IntentLink';
import styles from './BottomBar.module.css';

export type BottomBarPage = 'home' | 'events' | 'other';

/**
 * The phone's sticky bottom bar (below 992 px): home and what's-on, each disabled on its own page.
 * Which pages show it is decided by the page (spec section 2), through SiteShell's `bottomBar`.
 */
export async function BottomBar({ current }: { current: BottomBarPage }) {
  const t = await getTranslations('BottomBar');
  const items = [
    { key: 'home' as const, href: '/', icon: <HomeIcon /> },
    { key: 'events' as const, href: '/events', icon: <TicketIcon /> },
  ];
  return (
    <nav className={styles.bar} aria-label={t('label')} data-testid="bottom-bar">
      {items.map((item) =>
        item.key === current ? (
          <span key={item.key} className={styles.item} aria-disabled="true" aria-current="page" data-disabled="true">
            {item.icon}
            <span>{t(item.key)}</span>
          </span>
        ) : (
          <IntentLink key={item.key} href={item.href} className={styles.item}>
            {item.icon}
            <span>{t(item.key)}</span>
          </IntentLink>
        ),
      )}
    </nav>
  );
}
