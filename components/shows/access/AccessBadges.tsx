import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import type { AccessKind } from '@/lib/cms/types';
import styles from '@/components/ui/Badges.module.css';

/**
 * An access performance's kinds as badges in words (never colour or an icon alone). Spans, not a
 * list: they also sit inside a performance's button, whose name they join (spaced words, so
 * inline, not flex). Nothing for a performance without any.
 */
export function AccessBadges({ kinds }: { kinds: AccessKind[] }) {
  const t = useTranslations('AccessKinds');
  if (kinds.length === 0) return null;
  return (
    <span className={styles.badges} data-testid="access-badges">
      {kinds.map((kind, i) => (
        <Fragment key={kind}>
          {i > 0 && ' '}
          <span className={styles.badge}>{t(kind)}</span>
        </Fragment>
      ))}
    </span>
  );
}
