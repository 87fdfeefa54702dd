import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BenefitCard } from '@/components/content/benefits/BenefitCard';
import { textColorOn } from '@/components/content/benefits/level-colors';
import { reshapeBenefitsPanel } from '@/lib/cms/benefits';
import type { Benefit, MembershipLevel } from '@/lib/cms/types';
import type { RawNode } from '@/lib/cms/raw';
import { deserialize } from '@/lib/cms/transport';
import { SANDBOX_ORIGIN, startSandboxMsw } from './support/sandbox-msw';

const levels: MembershipLevel[] = [
  { id: 'l1', tid: 1, name: 'Member', color: '#9e9e9e' },
  { id: 'l2', tid: 2, name: 'Silver', color: '#a8b4c0' },
  { id: 'l3', tid: 3, name: 'Gold', color: '#d4a24c' },
  { id: 'l4', tid: 4, name: 'Diamond VIP', color: '#3a3a8c' },
];
const labels = { included: 'included', notIncluded: 'not included' };

describe('BenefitCard', () => {
  const benefit: Benefit = {
    id: 'b1',
    title: 'Seat upgrade',
    icon: null,
    eligibility: [
      { levelId: 'l3', description: '2 a year' },
      { levelId: 'l4', description: null },
    ],
  };

  it('shows every level, the eligible ones in the level colour', () => {
    render(
      <ul>
        <BenefitCard benefit={benefit} levels={levels} labels={labels} />
      </ul>,
    );
    const card = screen.getByTestId('benefit');
    expect(within(card).getByRole('heading', { name: 'Seat upgrade' })).toBeInTheDocument();
    const items = Array.from(card.querySelectorAll('[data-level]'));
    expect(items.map((el) => [el.getAttribute('data-level'), el.getAttribute('data-eligible')])).toEqual([
      ['Member', 'false'],
      ['Silver', 'false'],
      ['Gold', 'true'],
      ['Diamond VIP', 'true'],
    ]);
    expect(
      within(card)
        .getByText(/Member/)
        .closest('li'),
    ).toHaveTextContent('Member: not included');
    const diamond = within(card).getByText(/Diamond VIP/);
    expect(diamond).toHaveStyle({ backgroundColor: '#3a3a8c', color: '#ffffff' });
    expect(diamond).toHaveTextContent('Diamond VIP: included');
  });

  it('offers the level description as a tooltip on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <ul>
        <BenefitCard benefit={benefit} levels={levels} labels={labels} />
      </ul>,
    );
    const trigger = screen.getByRole('button', { name: /Gold/ });
    expect(trigger).toHaveStyle({ backgroundColor: '#d4a24c' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip).toHaveTextContent('2 a year');
    expect(trigger).toHaveAccessibleDescription('2 a year');
    expect(tip).not.toHaveAttribute('data-open');

    await user.tab();
    expect(trigger).toHaveFocus();
    expect(tip).toHaveAttribute('data-open');
    await user.keyboard('{Escape}');
    expect(tip).not.toHaveAttribute('data-open');
    await user.tab();
    expect(tip).not.toHaveAttribute('data-open');

    await user.hover(trigger);
    expect(tip).toHaveAttribute('data-open');
    await user.unhover(trigger);
    expect(tip).not.toHaveAttribute('data-open');
    // only a level with a description is a button
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('picks readable text on light and dark level colours', () => {
    expect(textColorOn('#3a3a8c')).toBe('#ffffff');
    expect(textColorOn('#d4a24c')).toBe('#16130f');
    expect(textColorOn('#a8b4c0')).toBe('#16130f');
  });
});

describe('the benefits panel from the sandbox', () => {
  let sandbox: Awaited<ReturnType<typeof startSandboxMsw>>;
  beforeAll(async () => {
    sandbox = await startSandboxMsw();
  });
  afterAll(() => sandbox.close());

  async function get(path: string) {
    const res = await sandbox.sandbox.fetch(
      new Request(`${SANDBOX_ORIGIN}${path}`, { headers: { Accept: 'application/vnd.api+json' } }),
    );
    expect(res.ok).toBe(true);
    return res.json();
  }

  it('reads the four tabs, their benefits and the per-level eligibility', async () => {
    const include = ['field_basic_benefits', 'field_gift', 'field_member_activity', 'field_sponsor_member']
      .flatMap((f) => [
        f,
        `${f}.field_icons`,
        `${f}.field_levels_and_desc`,
        `${f}.field_levels_and_desc.field_eligibility`,
      ])
      .join(',');
    const panel = deserialize<RawNode[]>(await get(`/en/jsonapi/node/user_panel?include=${include}`))[0];
    const terms = deserialize<{ id: string }[]>(await get('/en/jsonapi/taxonomy_term/membership_levels?sort=-weight'));
    const benefits = reshapeBenefitsPanel(panel, terms);

    expect(benefits.tabs.map((t) => t.key)).toEqual(['basic', 'gift', 'member_acitivity', 'sponsor_member']);
    expect(benefits.levels.map((l) => [l.tid, l.color])).toEqual([
      [1, '#9e9e9e'],
      [2, '#a8b4c0'],
      [3, '#d4a24c'],
      [4, '#3a3a8c'],
    ]);
    const basic = benefits.tabs[0].benefits;
    expect(basic.length).toBeGreaterThan(0);
    // the first basic benefit is open to every level
    expect(basic[0].eligibility).toHaveLength(4);
    const withDescription = basic.flatMap((b) => b.eligibility).filter((e) => e.description);
    expect(withDescription.length).toBeGreaterThan(0);
    expect(benefits.reminderHtml).toContain('<p>');
    expect(benefits.bottomMessageHtml).toContain('<p>');
  });
});
