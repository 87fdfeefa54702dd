import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MainMenu } from '@/components/layout/MainMenu';
import type { MenuItem } from '@/lib/cms/types';

const nav = vi.hoisted(() => ({ pathname: '/en/news/2026/season-opening' }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }));

const items: MenuItem[] = [
  { id: '1', title: "What's on", href: '/events', external: false, children: [] },
  { id: '2', title: 'News', href: '/news', external: false, children: [] },
  {
    id: '3',
    title: 'About us',
    href: '/about-us',
    external: false,
    children: [{ id: '4', title: 'Facilities', href: '/facilities', external: false, children: [] }],
  },
  { id: '5', title: 'Shop', href: 'https://shop.example', external: true, children: [] },
  {
    id: '6',
    title: 'Members',
    href: null,
    external: false,
    children: [
      { id: '7', title: 'Benefits', href: '/benefits', external: false, children: [] },
      { id: '8', title: 'Levels', href: '/news/levels', external: false, children: [] },
    ],
  },
  { id: '9', title: 'Coming soon', href: null, external: false, children: [] },
];
const labels = { menu: 'Main menu', open: 'Open menu', close: 'Close menu' };

beforeEach(() => {
  nav.pathname = '/en/news/2026/season-opening';
});

describe('main menu', () => {
  it('links every item in the visitor language and marks the section of the current page', () => {
    render(<MainMenu locale="en" items={items} labels={labels} />);
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/news');
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: "What's on" })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Facilities' })).toHaveAttribute('href', '/en/facilities');
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('target', '_blank');
  });

  it('uses prefix-less paths in Chinese', () => {
    nav.pathname = '/events';
    render(<MainMenu locale="zh-hans" items={items} labels={labels} />);
    expect(screen.getByRole('link', { name: "What's on" })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: "What's on" })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the hamburger panel with a real button and Escape', async () => {
    const user = userEvent.setup();
    render(<MainMenu locale="en" items={items} labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows a parent that is no link (Drupal's <nolink>, <button>) as a button that opens its links, never as a link", async () => {
    const user = userEvent.setup();
    const { container } = render(<MainMenu locale="en" items={items} labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Members' })).toBeNull();
    const members = screen.getByRole('button', { name: 'Members' });
    expect(members).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(members.getAttribute('aria-controls')!);
    expect(list).toContainElement(screen.getByRole('link', { name: 'Benefits' }));
    await user.click(members);
    expect(members).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Benefits' })).toHaveAttribute('href', '/en/benefits');
    // Escape closes it and gives the focus back to it
    await user.keyboard('{Escape}');
    expect(members).toHaveAttribute('aria-expanded', 'false');
    expect(members).toHaveFocus();
    // a parent-less <nolink> item is plain text
    expect(screen.getByText('Coming soon').closest('a, button')).toBeNull();
    expect(container.querySelector('a[href*="route:"], a[href*="nolink"]')).toBeNull();
  });
});
