'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DetailTabKey } from '@/lib/cms/types';
import styles from './DetailTabs.module.css';

type Props = {
  tabs: { key: DetailTabKey; html: string }[];
  /** collapsed by default; the festival project page opens it */
  defaultExpanded?: boolean;
  /** the show's language where it is not the page's (an untranslated show): the panels' text */
  lang?: string;
};

/** Detail tabs (description, artists, ...) in a section that folds away ('show detail' / 'hide detail'). */
export function DetailTabs({ tabs, defaultExpanded = false, lang }: Props) {
  const t = useTranslations('Shows');
  const id = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0) return null;

  function onKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + tabs.length) % tabs.length;
    setActive(next);
    refs.current[next]?.focus();
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('details')}
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('hideDetail') : t('showDetail')}
        </button>
      </div>
      <div id={`${id}-body`} hidden={!expanded} className={styles.body}>
        <div role="tablist" className={styles.tablist} aria-label={t('details')}>
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={index === active}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={index === active ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(index)}
              onKeyDown={(e) => onKey(e, index)}
            >
              {t(`tabs.${tab.key}`)}
            </button>
          ))}
        </div>
        {tabs.map((tab, index) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${id}-panel-${tab.key}`}
            aria-labelledby={`${id}-tab-${tab.key}`}
            hidden={index !== active}
            lang={lang}
            className={`rich-text ${styles.panel}`}
            dangerouslySetInnerHTML={{ __html: tab.html }}
          />
        ))}
      </div>
    </section>
  );
}
