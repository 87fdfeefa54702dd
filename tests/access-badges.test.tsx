import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessPerformancesProvider } from '@/components/shows/access/AccessContext';
import { AccessList } from '@/components/shows/access/AccessList';
import { BuyBox } from '@/components/shows/BuyBox';
import { deserialize } from '@/lib/cms/jsonapi';
import type { RawNode } from '@/lib/cms/raw';
import { reshapeShowDetail } from '@/lib/cms/reshape/project';
import { aShowWithAccessPerformances as turandot, aShowWithoutSeats } from './fixtures/seed';
import { freshBrowser, withApp as wrap } from './support/app';
import { SANDBOX_ORIGIN, sandboxMswForFile } from './support/sandbox-msw';

vi.mock('next/navigation', async (original) =>
  (await import('./support/navigation')).mockNavigation(original, { pathname: '/en/shows/x' }),
);

const env = sandboxMswForFile();
beforeEach(() => freshBrowser());

/** The show as the CMS serves it (the sandbox's JSON:API, the include the site asks for), reshaped. */
async function showFromCms(locale: 'en' | 'zh-hans', projectToken: string) {
  const prefix = locale === 'en' ? '/en' : '';
  const query = new URLSearchParams({
    'filter[field_project_id]': projectToken,
    include: 'field_access_performances',
  });
  const res = await env.sandbox.fetch(new Request(`${SANDBOX_ORIGIN}${prefix}/jsonapi/node/project?${query}`));
  const [node] = deserialize<RawNode[]>(await res.json());
  return reshapeShowDetail(node, locale);
}

describe('access performances on the show page', { timeout: 30_000 }, () => {
  it('the CMS gives Turandot three, the untranslated one in Chinese on the English page', async () => {
    const show = await showFromCms('en', turandot.projectToken);
    expect(show.accessPerformances.map((a) => a.kinds)).toEqual([
      ['captioned', 'audio-described'],
      ['sign-language', 'touch-tour'],
      ['relaxed'],
    ]);
    expect(show.accessPerformances.map((a) => a.lang)).toEqual([undefined, undefined, 'zh-Hans']);
    expect((await showFromCms('en', aShowWithoutSeats.projectToken)).accessPerformances).toEqual([]);
  });

  it.each(['en', 'zh-hans'] as const)(
    'badges each performance of the buy box that is one, in words (%s)',
    async (locale) => {
      const show = await showFromCms(locale, turandot.projectToken);
      render(
        wrap(
          <AccessPerformancesProvider performances={show.accessPerformances}>
            <BuyBox projectToken={turandot.projectToken} />
          </AccessPerformancesProvider>,
          locale,
        ),
      );
      const group = await screen.findByRole('group', { name: locale === 'en' ? 'Choose a performance' : '选择场次' });
      const buttons = within(group).getAllByRole('button');
      const badges = buttons.map((b) =>
        [...b.querySelectorAll('[data-testid="access-badges"] > span')].map((s) => s.textContent),
      );
      expect(badges).toEqual(
        locale === 'en'
          ? [['Captioned', 'Audio described'], ['Sign language', 'Touch tour'], ['Relaxed']]
          : [['字幕场', '口述影像'], ['手语翻译', '触摸导览'], ['轻松场']],
      );
      expect(buttons[0]).toHaveAccessibleName(locale === 'en' ? /Captioned Audio described$/ : /字幕场 口述影像$/);
    },
  );

  it('lists them earliest first with their date and time once the performances load', async () => {
    const show = await showFromCms('en', turandot.projectToken);
    render(wrap(<AccessList projectToken={turandot.projectToken} performances={show.accessPerformances} />));
    // the first names its performance by event token: its time comes from the ticketing API
    await waitFor(() =>
      expect(screen.getAllByTestId('access-when').map((w) => w.textContent)).toEqual([
        expect.stringMatching(/\d{1,2}:\d{2}$/),
        expect.stringMatching(/\d{1,2}:\d{2}$/),
        expect.stringMatching(/\d{1,2}:\d{2}$/),
      ]),
    );
    const items = screen.getAllByTestId('access-performance');
    expect(items.map((i) => within(i).getByTestId('access-badges').textContent)).toEqual([
      'Captioned Audio described',
      'Sign language Touch tour',
      'Relaxed',
    ]);
    expect(within(items[2]).getByText(/轻松场/)).toHaveAttribute('lang', 'zh-Hans');
  });
});
