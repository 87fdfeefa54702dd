'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './Tooltip.module.css';

/**
 * A tooltip on a focusable trigger: shown on hover and on keyboard focus, hidden on Escape,
 * blur or pointer leave; the trigger is described by it (role="tooltip", aria-describedby).
 */
export function Tooltip({
  content,
  children,
  className,
  style,
}: {
  content: string;
  children: ReactNode;
  className?: string;
  style?: React.CSSProperties;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.wrap} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={`${styles.trigger} ${className ?? ''}`}
        style={style}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {children}
      </button>
      <span role="tooltip" id={id} className={styles.tip} data-open={open || undefined}>
        {content}
      </span>
    </span>
  );
}
