import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '@/components/ui/Tabs';

// next/navigation in jsdom: router.replace is recorded (server-mode tabs navigate with it).
const router = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const originalReplaceState = window.history.replaceState.bind(window.history);

beforeEach(() => {
  originalReplaceState(null, '', '/about-us');
  router.replace.mockReset();
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

  it('hydrates the server HTML (the default tab) in place, then opens the tab the URL names', async () => {
    // The server never sees the query: its HTML shows the default tab.
    const html = renderToString(<Tabs tabs={tabs} label="About us" panels={panels} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverPanel = container.querySelectorAll('[role="tabpanel"]')[1];
    expect(serverPanel).toHaveAttribute('hidden');

    originalReplaceState(null, '', '/about-us?tab=jobs');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, <Tabs tabs={tabs} label="About us" panels={panels} />));
    expect(screen.getByRole('tab', { name: 'Job offers' })).toHaveAttribute('aria-selected', 'true');
    // the same element, shown: nothing of the server HTML was thrown away and drawn again
    expect(container.querySelectorAll('[role="tabpanel"]')[1]).toBe(serverPanel);
    expect(serverPanel).not.toHaveAttribute('hidden');
    expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('follows the back button', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Travel information' }));
    expect(screen.getByRole('tab', { name: 'Travel information' })).toHaveAttribute('aria-selected', 'true');
    act(() => {
      originalReplaceState(null, '', '/about-us?tab=organization');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('tab', { name: 'Organization' })).toHaveAttribute('aria-selected', 'true');
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
