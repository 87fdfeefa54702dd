'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { activeMenuHref } from '@/lib/cms/reshape/menu';
import type { MenuEntry } from '@/lib/cms/types';
import { usePathname } from '@/lib/i18n/navigation';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { MenuLink } from './MenuLink';
import styles from './MainMenu.module.css';

type Props = {
  items: MenuEntry[];
  labels: { menu: string; open: string; close: string };
};

/** One item of the main menu, marked when it is the section of the current page. */
function Entry({ item, active }: { item: MenuEntry; active: string | null }) {
  const current = item.href !== null && item.href === active;
  return (
    <MenuLink
      item={item}
      current={current}
      className={current ? styles.active : undefined}
      labelClassName={styles.label}
    />
  );
}

function SubMenu({ items, active, id }: { items: MenuEntry[]; active: string | null; id?: string }) {
  return (
    <ul id={id} className={styles.sub}>
      {items.map((child, index) => (
        <li key={index}>
          <Entry item={child} active={active} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A parent that is not a link (Drupal's `route:<nolink>` or `route:<button>`): a disclosure button
 * that shows and hides its children (WAI-ARIA disclosure pattern), rather than a dead link.
 */
function Disclosure({ item, active }: { item: MenuEntry; active: string | null }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const subId = useId();
  return (
    <li
      className={`${styles.item} ${styles.disclosure} ${open ? styles.expanded : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.parent}
        aria-expanded={open}
        aria-controls={subId}
        onClick={() => setOpen(!open)}
      >
        {item.title}
      </button>
      <SubMenu items={item.children} active={active} id={subId} />
    </li>
  );
}

/** The main menu: a row on desktop, a hamburger panel below 992 px. Marks the active item. */
export function MainMenu({ items, labels }: Props) {
  // the path inside the language ('/en/news' -> '/news'), as menu items are
  const pathname = usePathname();
  const active = activeMenuHref(items, pathname);
  // The panel stays open only on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav className={styles.nav} aria-label={labels.menu}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <ul id={panelId} className={`${styles.list} ${open ? styles.open : ''}`}>
        {items.map((item, index) =>
          item.href === null && item.children.length > 0 ? (
            <Disclosure key={`${pathname}:${index}`} item={item} active={active} />
          ) : (
            <li key={index} className={styles.item}>
              <Entry item={item} active={active} />
              {item.children.length > 0 && <SubMenu items={item.children} active={active} />}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
