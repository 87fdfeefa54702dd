import 'server-only';
import { createHash } from 'node:crypto';
import { config, type PreviewCredentials } from '@/lib/platform/config/config';
import { observedFetch } from '@/lib/platform/observability/backend-calls';
import { CmsError } from './errors';

/**
 * The bearer token the server sends Drupal with an editor's preview reads (Draft Mode only; a
 * visitor's request never carries one). Server-only: it holds the consumer's secret.
 *
 * With a Simple OAuth consumer (lib/platform/config/config.ts, PreviewCredentials) the token is fetched by the
 * client-credentials grant as next-drupal's `getAccessToken` does: `POST grant_type=client_credentials`
 * (and `scope`) as a form to the token URL, with HTTP Basic auth of the client id and secret. One
 * token serves every caller until shortly before its `expires_in`; callers that need one while it
 * is being fetched wait for that same request. A read Drupal answers 401 (a token revoked, or
 * expired by a clock ahead of ours) is sent once more with a new token. Neither the secret nor a
 * token ever appears in an error message (nor is logged).
 */

export type PreviewBearer = {
  /** the bearer to send now: the cached token, or one fetched (once for all concurrent callers) */
  current(): Promise<string>;
  /** Drupal answered 401 to a read sent with `bearer`: forget it. Whether a new one may help. */
  refused(bearer: string): boolean;
};

/** A token is renewed this long before it expires: a tenth of its life, 30 s at most. */
const renewalMargin = (lifetimeMs: number) => Math.min(30_000, lifetimeMs / 10);

type Options = {
  /** how long the token endpoint may take (the content calls' CMS_TIMEOUT_MS) */
  timeoutMs: number;
  now?: () => number;
  fetch?: typeof fetch;
};

export function previewBearer(credentials: PreviewCredentials, options: Options): PreviewBearer {
  if (credentials.kind === 'token') return { current: async () => credentials.token, refused: () => false };
  const { clientId, clientSecret, scope, tokenUrl } = credentials;
  const now = options.now ?? Date.now;
  const send = options.fetch ?? fetch;
  let token: { value: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  /** What the token endpoint said, for an error message: never the secret, never a token. */
  const redact = (text: string) => {
    let out = text.slice(0, 200).replaceAll(clientSecret, '[secret]');
    if (token) out = out.replaceAll(token.value, '[token]');
    return out;
  };
  const failure = (message: string, status = 502, cause?: unknown) =>
    new CmsError(`Preview credentials: ${message}`, { status, url: tokenUrl, cause });

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({ grant_type: 'client_credentials' });
    if (scope) body.set('scope', scope);
    const asked = now();
    let answer: { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown } | null;
    let status: number;
    try {
      const response = await send(tokenUrl, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
        cache: 'no-store',
      });
      status = response.status;
      answer = await response.json().catch(() => null);
    } catch (cause) {
      const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      // the cause's own message could quote the request: only its name is kept
      const reason = cause instanceof Error ? cause.name : 'Error';
      throw timedOut
        ? failure(`the token endpoint did not answer within ${options.timeoutMs} ms`, 504)
        : failure(`the token endpoint could not be reached (${reason})`);
    }
    // Anything but a token is a 502: the preview's read fails, never reads as a missing page
    // (a 404 of a Drupal without Simple OAuth, a 403, would pass for "no such node").
    if (status < 200 || status >= 300) {
      const said = [answer?.error, answer?.error_description].filter((v) => typeof v === 'string').join(': ');
      throw failure(`the token endpoint answered ${status}${said ? ` (${redact(said)})` : ''}`);
    }
    if (typeof answer?.access_token !== 'string' || !answer.access_token)
      throw failure('the token endpoint answered no access_token');
    const lifetimeMs = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in * 1000 : 0;
    token = { value: answer.access_token, renewAt: asked + lifetimeMs - renewalMargin(lifetimeMs) };
    return token.value;
  }

  return {
    current() {
      if (token && now() < token.renewAt) return Promise.resolve(token.value);
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    refused(bearer) {
      if (token?.value === bearer) token = null;
      return true;
    },
  };
}

/**
 * `send` with the current bearer; when Drupal refuses it (a CmsError 401 thrown, or an answer
 * `isRefused` calls a refusal), once more with a new one. A failure to get a token is a CmsError.
 */
export async function sendWithBearer<T>(
  bearer: PreviewBearer,
  send: (token: string) => Promise<T>,
  isRefused: (answer: T) => boolean = () => false,
): Promise<T> {
  const first = await bearer.current();
  try {
    const answer = await send(first);
    if (!isRefused(answer) || !bearer.refused(first)) return answer;
  } catch (error) {
    if (!(error instanceof CmsError && error.status === 401) || !bearer.refused(first)) throw error;
  }
  return send(await bearer.current());
}

const STATE = Symbol.for('theatre.cms.preview-bearer');
type State = { key: string; bearer: PreviewBearer };

/** The process's one PreviewBearer for the configured credentials (on globalThis, as the cache's Redis). */
function sitePreviewBearer(): PreviewBearer {
  const { previewCredentials, CMS_TIMEOUT_MS } = config();
  const key = createHash('sha256').update(JSON.stringify(previewCredentials)).digest('hex');
  const holder = globalThis as { [STATE]?: State };
  if (holder[STATE]?.key !== key)
    holder[STATE] = {
      key,
      bearer: previewBearer(previewCredentials, {
        timeoutMs: CMS_TIMEOUT_MS,
        fetch: (input, init) => observedFetch('content', '/oauth/token', input, init),
      }),
    };
  return holder[STATE].bearer;
}

/** A preview read with the site's preview credentials (sendWithBearer). */
export function withPreviewBearer<T>(send: (token: string) => Promise<T>, isRefused?: (answer: T) => boolean) {
  return sendWithBearer(sitePreviewBearer(), send, isRefused);
}
