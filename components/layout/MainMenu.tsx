'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { activeMenuHref } from '@/lib/cms/reshape/menu';
import type { MenuItem } from '@/lib/cms/types';
import { pathInLocale } from '@/lib/i18n/current-path';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/SiteLink';
import styles from './MainMenu.module.css';

type Props = {
  locale: Locale;
  items: MenuItem[];
  labels: { menu: string; open: string; close: string };
};

function MenuLink({ item, locale, active }: { item: MenuItem; locale: Locale; active: string | null }) {
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer">
        {item.title}
      </a>
    );
  }
  const current = item.href === active;
  return (
    <SiteLink
      href={localizedPath(locale, item.href)}
      aria-current={current ? 'page' : undefined}
      className={current ? styles.active : undefined}
    >
      {item.title}
    </SiteLink>
  );
}

/** The main menu: a row on desktop, a hamburger panel below 992 px. Marks the active item. */
export function MainMenu({ locale, items, labels }: Props) {
  const pathname = usePathname();
  const path = pathInLocale(pathname);
  const active = activeMenuHref(items, path);
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
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <MenuLink item={item} locale={locale} active={active} />
            {item.children.length > 0 && (
              <ul className={styles.sub}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuLink item={child} locale={locale} active={active} />
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
