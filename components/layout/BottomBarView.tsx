'use client';

import { HomeIcon, TicketIcon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/IntentLink';
import styles from './BottomBar.module.css';

export type BottomBarPage = 'home' | 'events' | 'other';

type Props = {
  current: BottomBarPage;
  labels: { bar: string; home: string; events: string };
};

const items = [
  { key: 'home', href: '/', icon: <HomeIcon /> },
  { key: 'events', href: '/events', icon: <TicketIcon /> },
] as const;

/**
 * The bar's markup (BottomBar.tsx gives it its words): a client component, so that its links and
 * icons are part of the shared script, not elements in every page's RSC payload.
 */
export function BottomBarView({ current, labels }: Props) {
  return (
    <nav className={styles.bar} aria-label={labels.bar} data-testid="bottom-bar">
      {items.map((item) =>
        item.key === current ? (
          <span key={item.key} className={styles.item} aria-disabled="true" aria-current="page" data-disabled="true">
            {item.icon}
            <span>{labels[item.key]}</span>
          </span>
        ) : (
          <IntentLink key={item.key} href={item.href} className={styles.item}>
            {item.icon}
            <span>{labels[item.key]}</span>
          </IntentLink>
        ),
      )}
    </nav>
  );
}
