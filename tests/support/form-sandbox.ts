import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetLimits } from '@/lib/platform/throttle/limits';
import { freshBrowser } from './app';
import { recordTicketingPosts, startSandboxMsw } from './sandbox-msw';

/**
 * A member form's test file (registration, password reset): the sandbox behind MSW for the whole
 * file, and what the form POSTs to the ticketing API; before each test a fresh browser (no
 * session, empty storage), fresh throttles and nothing sent yet.
 */
export function formSandboxForFile() {
  let env: Awaited<ReturnType<typeof startSandboxMsw>> | undefined;
  let sent: { path: string; body: unknown }[] = [];
  beforeAll(async () => {
    env = await startSandboxMsw();
    sent = recordTicketingPosts(env.server);
  });
  afterAll(() => env?.close());
  beforeEach(() => {
    sent.length = 0;
    resetLimits();
    localStorage.clear();
    freshBrowser();
  });
  return {
    /** the sandbox itself, for what a test sets up without the form */
    get sandbox() {
      return env!.sandbox;
    },
    /** every POST to the ticketing API in this test: its path below /jsonapi/damai and its body */
    get sent() {
      return sent;
    },
    /** the bodies POSTed to one path (below /jsonapi/damai) in this test */
    sentTo: (path: string) => sent.filter((s) => s.path === path).map((s) => s.body),
  };
}
