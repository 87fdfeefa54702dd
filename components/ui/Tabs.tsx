'use client';

import { useEffect, useId, useRef, useTransition, type KeyboardEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { setQueryState, useQueryState } from '@/lib/url/query-state';
import styles from './Tabs.module.css';

export type TabItem = { key: string; label: string };

type Props = {
  /** the tabs, in order; the first is the default */
  tabs: TabItem[];
  /** accessible name of the tab list */
  label: string;
  /** the query parameter that holds the open tab (it survives a reload and can be shared) */
  param?: string;
  /** the tab that is open when the URL names none (default: the first) */
  defaultKey?: string;
  /**
   * 'local': every panel is already on the page, switching only rewrites the URL.
   * 'server': the panel depends on the URL (e.g. a list loaded by a server component), so
   * switching navigates and the server renders the new panel.
   */
  navigation?: 'local' | 'server';
  /** query parameters dropped when the tab changes (e.g. 'page': a new tab starts on page 1) */
  resetParams?: string[];
  /**
   * The open tab, when a server component already read it from the URL ('server' mode): the
   * tabs then render it directly, with no client-side read of the URL.
   */
  active?: string;
  /** panel content per tab key ('server' mode: only the open tab's panel) */
  panels: Record<string, ReactNode>;
  className?: string;
};

/**
 * Accessible, URL-driven tabs (WAI-ARIA tabs pattern, manual activation): arrow keys, Home and
 * End move between tabs, Enter or Space (or a click) opens one. The open tab lives in the URL
 * (`?tab=jobs`), so it survives a reload. The page around it stays static: its HTML shows the
 * default tab, and the URL is read on the client.
 */
export function Tabs(props: Props) {
  if (props.active !== undefined) return <ControlledTabs {...props} active={props.active} />;
  return <UrlTabs {...props} />;
}

/** The tab a URL value names, else the default, else the first. */
export function resolveKey(tabs: TabItem[], value: string | null, defaultKey?: string): string {
  if (value && tabs.some((t) => t.key === value)) return value;
  if (defaultKey && tabs.some((t) => t.key === defaultKey)) return defaultKey;
  return tabs[0]?.key ?? '';
}

/** Switching tabs: a new query string (the reset parameters dropped), then a navigation or a URL rewrite. */
function useSelect(props: Props, active: string) {
  const { param = 'tab', navigation = 'local', resetParams = [] } = props;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const onSelect = (key: string) => {
    if (key === active) return;
    const next = new URLSearchParams(window.location.search);
    next.set(param, key);
    for (const reset of resetParams) next.delete(reset);
    if (navigation === 'server') {
      // The visitor-facing path (without the locale segment the rewrites add inside the app).
      const url = `${window.location.pathname}?${next.toString()}`;
      startTransition(() => router.replace(url, { scroll: false }));
    } else {
      setQueryState(next, 'replace');
    }
  };
  return { onSelect, pending };
}

function UrlTabs(props: Props) {
  const query = useQueryState();
  const active = resolveKey(props.tabs, query.get(props.param ?? 'tab'), props.defaultKey);
  const { onSelect, pending } = useSelect(props, active);
  return <TabsView {...props} active={active} onSelect={onSelect} pending={pending} />;
}

function ControlledTabs(props: Props & { active: string }) {
  const { onSelect, pending } = useSelect(props, props.active);
  return <TabsView {...props} onSelect={onSelect} pending={pending} />;
}

type ViewProps = Props & { active: string; onSelect: (key: string) => void; pending: boolean };

function TabsView({ tabs, label, panels, active, onSelect, pending, navigation = 'local', className }: ViewProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;
  const wrapRef = useRef<HTMLDivElement>(null);

  // On narrow screens the tab strip scrolls sideways: keep the open tab in view.
  useEffect(() => {
    const wrap = wrapRef.current;
    const tab = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!wrap || !tab || wrap.scrollWidth <= wrap.clientWidth) return;
    const left = tab.offsetLeft; // the strip is the tab's offset parent
    if (left < wrap.scrollLeft || left + tab.offsetWidth > wrap.scrollLeft + wrap.clientWidth) {
      wrap.scrollLeft = Math.max(0, left - 24);
    }
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    let target: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') target = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') target = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tabs.length - 1;
    if (target === null) return;
    event.preventDefault();
    buttons[target]?.focus();
  };

  // 'server' mode renders one panel (the open tab's); 'local' renders all, hiding the others.
  const shown = navigation === 'server' ? tabs.filter((t) => t.key === active) : tabs;

  return (
    <div className={`${styles.tabs} ${className ?? ''}`}>
      <div className={styles.listWrap} ref={wrapRef}>
        <div role="tablist" aria-label={label} className={styles.list} ref={listRef}>
          {tabs.map((tab, index) => {
            const selected = tab.key === active;
            return (
              <button
                key={tab.key}
                type="button"
                role="tab"
                id={tabId(tab.key)}
                aria-selected={selected}
                aria-controls={panelId(navigation === 'server' ? active : tab.key)}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                data-key={tab.key}
                onClick={() => onSelect(tab.key)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      {shown.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== active}
          aria-busy={pending || undefined}
          tabIndex={0}
          className={styles.panel}
        >
          {panels[tab.key]}
        </div>
      ))}
    </div>
  );
}
