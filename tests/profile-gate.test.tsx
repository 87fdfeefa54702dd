import { render, screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StartUp } from '@/components/app/StartUp';
import { MemberGate } from '@/components/member/MemberGate';
import { pageReload } from '@/lib/auth/reload';
import { freshBrowser, withApp } from './support/app';
import { signInWith, sandboxMswForFile } from './support/sandbox-msw';

const replace = vi.fn();
vi.mock('next/navigation', async (original) =>
  (await import('./support/navigation')).mockNavigation(original, {
    pathname: '/en/profile/orders',
    router: () => ({ replace }),
  }),
);

/** The member screens' gate: a guest goes to log in; a member's screens start without waiting for the member's data. */
const env = sandboxMswForFile();
beforeEach(() => {
  freshBrowser();
  env.server.resetHandlers();
  replace.mockReset();
  pageReload.run = vi.fn();
  window.history.replaceState(null, '', '/en/profile/orders?page=2');
});

const page = () =>
  render(
    withApp(
      <>
        <StartUp locale="en" />
        <MemberGate>
          <p>the member screens</p>
        </MemberGate>
      </>,
    ),
  );

describe('the profile gate', () => {
  it('sends a guest to the login page, which brings them back', async () => {
    page();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/login?returnTo=%2Fen%2Fprofile%2Forders%3Fpage%3D2'));
    expect(screen.queryByText('the member screens')).not.toBeInTheDocument();
  });

  it("opens a member's screens at once, while the member's data is still on its way", async () => {
    env.server.use(http.all('*/jsonapi/damai/api/user/userInfo', () => delay('infinite')));
    signInWith('a-token');
    page();
    expect(await screen.findByText('the member screens')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
