'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ShowSummary } from '@/lib/cms/types';
import { useCalendarMonth, useNearestDate, useShowList, useShowTypes } from '@/lib/bff/client/hooks/shows';
import { formatCalendarDay, formatMonth, isoDay } from '@/lib/text/dates';
import { isProjectEnded, isProjectSoldOut, lowestPrice } from '@/lib/shows/rules';
import { accessKindsOn, meetsAccessFilter, parseAccessFilter } from '@/lib/shows/access';
import { accessKinds } from '@/lib/cms/types/access';
import { setQueryState, useQueryState } from '@/lib/url/query-state';
import { ShowCard } from '../ShowCard';
import { showSummaryCard } from '../show-cards';
import { monthGrid, shiftMonth } from './calendar';
import styles from './EventsCalendar.module.css';

type Month = { year: number; month: number };

/** This month in the theatre's time zone (read only after the first data arrives, never while prerendering). */
function currentMonth(): Month {
  const [year, month] = isoDay(Date.now()).split('-');
  return { year: Number(year), month: Number(month) };
}

/**
 * What's on: a month calendar of performances, the shows of the chosen day, a type filter and an
 * access filter (in the URL, `?access=captioned`: a link can share the captioned performances).
 */
export function EventsCalendar({ cards }: { cards: ShowSummary[] }) {
  const t = useTranslations('Shows');
  const tc = useTranslations('Common');
  const tk = useTranslations('AccessKinds');
  const locale = useLocale();
  const [month, setMonth] = useState<Month | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [type, setType] = useState<number | null>(null);
  const query = useQueryState();
  const accessFilter = parseAccessFilter(query.get('access'));

  const nearest = useNearestDate();
  const nearestMonth: Month | null = nearest.data?.date
    ? { year: Number(nearest.data.date.slice(0, 4)), month: Number(nearest.data.date.slice(5, 7)) }
    : null;
  const shown = month ?? (nearest.isPending ? null : (nearestMonth ?? currentMonth()));
  const chosenDay = day ?? (month === null ? (nearest.data?.date ?? null) : null);

  const dates = useCalendarMonth(shown);
  const types = useShowTypes();
  const shows = useShowList();

  const live = new Map((shows.data ?? []).map((p) => [p.projectToken, p]));
  const byId = new Map(cards.map((c) => [c.projectId, c]));
  const days = new Map((dates.data ?? []).map((d) => [d.date, d]));
  const tokens = chosenDay
    ? (days.get(chosenDay)?.projectTokens ?? [])
    : [...new Set((dates.data ?? []).flatMap((d) => d.projectTokens))];
  // the days the list is about: the chosen day, else the shown month
  const about = (date: string) => (chosenDay ? date === chosenDay : days.has(date));
  const listed = tokens
    .filter((token) => type === null || live.get(token)?.typeId === type)
    .map((token) => byId.get(token))
    .filter((c): c is ShowSummary => Boolean(c))
    .map((card) => ({
      card,
      access: accessKindsOn(card.accessPerformances, live.get(card.projectId)?.performances ?? [], about),
    }))
    .filter(({ access }) => meetsAccessFilter(access, accessFilter));

  function filterAccess(value: string) {
    const next = new URLSearchParams(query);
    if (value) next.set('access', value);
    else next.delete('access');
    setQueryState(next, 'replace');
  }

  function go(delta: number) {
    if (!shown) return;
    setMonth(shiftMonth(shown, delta));
    setDay(null);
  }

  const monthTitle = shown ? formatMonth(shown.year, shown.month, locale) : '';
  const dayTitle = chosenDay ? formatCalendarDay(chosenDay, locale) : monthTitle;

  return (
    <div className={styles.layout}>
      <section className={styles.calendar} aria-labelledby="calendar-month">
        <div className={styles.monthBar}>
          <button type="button" onClick={() => go(-1)} aria-label={t('prevMonth')} disabled={!shown}>
            <span aria-hidden="true">‹</span>
          </button>
          <h2 id="calendar-month" aria-live="polite" data-testid="calendar-month">
            {monthTitle}
          </h2>
          <button type="button" onClick={() => go(1)} aria-label={t('nextMonth')} disabled={!shown}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        {shown && (
          <table className={styles.grid}>
            <thead>
              <tr>
                {t('weekdays')
                  .split(',')
                  .map((w) => (
                    <th key={w} scope="col">
                      {w}
                    </th>
                  ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(shown.year, shown.month).map((week, i) => (
                <tr key={i}>
                  {week.map((date, j) => {
                    if (!date) return <td key={j} />;
                    const entry = days.get(date);
                    const n = Number(date.slice(8, 10));
                    return (
                      <td key={date}>
                        {entry ? (
                          <button
                            type="button"
                            className={styles.day}
                            aria-pressed={chosenDay === date}
                            aria-label={t('calendarDay', {
                              day: n,
                              month: monthTitle,
                              count: entry.projectTokens.length,
                            })}
                            onClick={() => setDay(chosenDay === date ? null : date)}
                            data-testid="calendar-day"
                          >
                            {n}
                            <span className={styles.dot} aria-hidden="true" />
                          </button>
                        ) : (
                          <span className={styles.empty}>{n}</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {dates.isError && <p role="alert">{tc('error')}</p>}
      </section>

      <div className={styles.controls}>
        <div className={styles.filters} role="group" aria-label={t('filterByType')}>
          <button type="button" aria-pressed={type === null} onClick={() => setType(null)}>
            {t('allTypes')}
          </button>
          {(types.data ?? []).map((pt) => (
            <button key={pt.id} type="button" aria-pressed={type === pt.id} onClick={() => setType(pt.id)}>
              {pt.name}
            </button>
          ))}
        </div>
        <label className={styles.accessFilter}>
          <span>{t('accessFilter')}</span>
          <select value={accessFilter ?? ''} onChange={(e) => filterAccess(e.target.value)}>
            <option value="">{t('accessFilterAll')}</option>
            <option value="any">{t('accessFilterAny')}</option>
            {accessKinds.map((kind) => (
              <option key={kind} value={kind}>
                {tk(kind)}
              </option>
            ))}
          </select>
        </label>
        <h2 id="shows-of-day" className={styles.dayTitle}>
          {chosenDay ? t('showsOn', { date: dayTitle }) : dayTitle}
        </h2>
      </div>
      <div className={styles.results} aria-labelledby="shows-of-day" role="region">
        {dates.isPending || shows.isPending ? (
          <p role="status">{tc('loading')}</p>
        ) : listed.length === 0 ? (
          <p>{tc('noData')}</p>
        ) : (
          <div className={styles.cards}>
            {listed.map(({ card, access }) => {
              const project = live.get(card.projectId);
              const badge = project
                ? isProjectEnded(project)
                  ? t('ended')
                  : isProjectSoldOut(project)
                    ? t('soldOut')
                    : null
                : null;
              const lowest = (project && lowestPrice(project)) ?? card.basePrice;
              return (
                <ShowCard
                  key={card.uuid}
                  {...showSummaryCard(card, locale)}
                  priceFrom={lowest ?? null}
                  typeName={project?.typeName}
                  badge={badge}
                  access={access}
                />
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
