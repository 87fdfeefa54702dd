import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '@/components/ui/Tabs';

// next/navigation in jsdom: search params follow window.location (as Next's router does when
// history.replaceState is called), and router.replace is recorded.
const router = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('next/navigation', () => {
  const subscribe = (onChange: () => void) => {
    window.addEventListener('test:url', onChange);
    return () => window.removeEventListener('test:url', onChange);
  };
  return {
    useRouter: () => router,
    useSearchParams: () => {
      const search = useSyncExternalStore(subscribe, () => window.location.search);
      return new URLSearchParams(search);
    },
  };
});

const originalReplaceState = window.history.replaceState.bind(window.history);

beforeEach(() => {
  originalReplaceState(null, '', '/about-us');
  window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
    originalReplaceState(...args);
    window.dispatchEvent(new Event('test:url'));
  };
  router.replace.mockReset();
});

afterEach(() => {
  window.history.replaceState = originalReplaceState;
});

const tabs = [
  { key: 'introduction', label: 'Introduction' },
  { key: 'jobs', label: 'Job offers' },
  { key: 'organization', label: 'Organization' },
  { key: 'travel', label: 'Travel information' },
];
const panels = {
  introduction: <p>The theatre opened in 2016.</p>,
  jobs: <p>Stage technicians wanted.</p>,
  organization: <p>A board of eleven.</p>,
  travel: <p>Metro line 2.</p>,
};

function renderTabs() {
  return render(<Tabs tabs={tabs} label="About us" panels={panels} />);
}

describe('Tabs (URL-driven, ARIA tabs pattern)', () => {
  it('opens the first tab by default and hides the other panels', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Job offers' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Introduction' })).toHaveTextContent('The theatre opened in 2016.');
    expect(screen.getByText('Stage technicians wanted.')).not.toBeVisible();
    // roving tabindex: only the open tab is in the tab order
    expect(screen.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Travel information' })).toHaveAttribute('tabindex', '-1');
  });

  it('opens the tab the URL names (a reload keeps the tab)', () => {
    originalReplaceState(null, '', '/about-us?tab=jobs');
    renderTabs();
    expect(screen.getByRole('tab', { name: 'Job offers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Stage technicians wanted.')).toBeVisible();
    expect(screen.getByText('The theatre opened in 2016.')).not.toBeVisible();
  });

  it('ignores an unknown tab in the URL', () => {
    originalReplaceState(null, '', '/about-us?tab=nonsense');
    renderTabs();
    expect(screen.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves focus with the arrow keys, Home and End, and opens a tab with Enter', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Introduction' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Job offers' })).toHaveFocus();
    // focus alone does not open it (manual activation)
    expect(screen.getByRole('tab', { name: 'Job offers' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Job offers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Stage technicians wanted.')).toBeVisible();
    expect(window.location.search).toBe('?tab=jobs');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Travel information' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Introduction' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Travel information' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Introduction' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(screen.getByRole('tab', { name: 'Organization' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('?tab=organization');
  });

  it('keeps other query parameters and drops the reset ones when switching by click', async () => {
    const user = userEvent.setup();
    originalReplaceState(null, '', '/about-us?utm=mail&page=3');
    render(<Tabs tabs={tabs} label="About us" panels={panels} resetParams={['page']} />);
    await user.click(screen.getByRole('tab', { name: 'Travel information' }));
    const params = new URLSearchParams(window.location.search);
    expect(params.get('tab')).toBe('travel');
    expect(params.get('utm')).toBe('mail');
    expect(params.has('page')).toBe(false);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('in server mode, navigates to the new URL (page reset) and renders the given panel', async () => {
    const user = userEvent.setup();
    originalReplaceState(null, '', '/en/education?type=11&page=2');
    render(
      <Tabs
        tabs={[
          { key: '11', label: 'Online courses' },
          { key: '12', label: 'Lectures' },
        ]}
        label="Types of education"
        param="type"
        active="11"
        navigation="server"
        resetParams={['page']}
        panels={{ '11': <p>Course list</p> }}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Online courses' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Course list');
    await user.click(screen.getByRole('tab', { name: 'Lectures' }));
    expect(router.replace).toHaveBeenCalledWith('/en/education?type=12', { scroll: false });
    // clicking the open tab does nothing
    router.replace.mockReset();
    await act(async () => {
      await user.click(screen.getByRole('tab', { name: 'Online courses' }));
    });
    expect(router.replace).not.toHaveBeenCalled();
  });
});
