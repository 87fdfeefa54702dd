import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { opensModal } from '@/components/shows/ShowCardLink';
import { ShowModal } from '@/components/shows/ShowModal';
import { withIntl } from './support/intl';

const back = vi.fn();
let pathname = '/en/events/show/abc';
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back, refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => pathname,
}));

beforeEach(() => {
  back.mockReset();
  // a wide screen: the quick view opens
  window.matchMedia = ((query: string) => ({
    matches: query === '(min-width: 992px)',
    media: query,
  })) as unknown as typeof window.matchMedia;
  pathname = '/en/events/show/abc';
});

function modal(locale: 'en' | 'zh-hans' = 'en') {
  return withIntl(
    <ShowModal
      projectId="PRJ1004"
      href="/events/show/abc"
      fullPage={{ href: '/en/shows/thunderstorm', label: 'Open the full page' }}
    >
      <h2 id="show-modal-title">Thunderstorm</h2>
      <button type="button">Buy tickets</button>
    </ShowModal>,
    locale,
  );
}

describe('quick-view modal URL behaviour', () => {
  it('opens on wide screens only (992 px and up)', () => {
    expect(opensModal((q) => q === '(min-width: 992px)')).toBe(true);
    expect(opensModal(() => false)).toBe(false);
  });

  it('belongs to the show URL in either language and closes itself when the visitor navigates on', () => {
    const { unmount } = render(modal('en'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();
    pathname = '/events/show/abc';
    const chinese = render(modal('zh-hans'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    chinese.unmount();
    pathname = '/en/login';
    render(modal());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled dialog; Escape and the close button go back to the earlier URL', async () => {
    const user = userEvent.setup();
    render(modal());
    const dialog = screen.getByRole('dialog', { name: 'Thunderstorm' });
    expect(dialog).toHaveAttribute('data-project-id', 'PRJ1004');
    await user.keyboard('{Escape}');
    expect(back).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(back).toHaveBeenCalledTimes(2);
  });

  it("offers the show's full page, as its message says", () => {
    render(modal());
    expect(screen.getByRole('link', { name: 'Open the full page' })).toHaveAttribute('href', '/en/shows/thunderstorm');
  });

  it('traps focus inside and gives it back when it closes', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { unmount } = render(modal());
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Open the full page' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Buy tickets' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Open the full page' })).toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
