/**
 * Drupal's Simple OAuth (drupal/simple_oauth 6.x, on league/oauth2-server), as far as the site
 * relies on it:
 * - `POST /oauth/token` with the client-credentials grant: the consumer's client id and secret in
 *   HTTP Basic auth or as the `client_id`/`client_secret` form fields (the fields win, as league's
 *   AbstractGrant::getClientCredentials reads them), `scope` optional (space separated, each one the
 *   consumer's; none: the consumer's own). Answers `{token_type: "Bearer", expires_in,
 *   access_token}` with `Cache-Control: no-store`, or league's error document: 400
 *   `unsupported_grant_type`, `invalid_request`, `invalid_scope`; 401 `invalid_client`.
 * - the bearer check of every request (its authentication provider): an access token it issued and
 *   that has not expired stands for the consumer's user (here: the editors' preview rights); an
 *   expired or unknown one is a 401, never an anonymous read.
 * Tokens are kept as their SHA-256 (Drupal keeps the token's identifier, not the token).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';

export const tokenSchema = `
CREATE TABLE IF NOT EXISTS oauth2_token (
  hash TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  scope TEXT NOT NULL,
  expire INTEGER NOT NULL
);
`;

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const hashOf = (token: string) => sha256(token).toString('hex');
const sameSecret = (given: string, expected: string) => timingSafeEqual(sha256(given), sha256(expected));

/** league/oauth2-server's error answer (OAuthServerException::generateHttpResponse). */
function oauthError(
  status: 400 | 401,
  error: string,
  description: string,
  hint?: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { error, error_description: description, ...(hint ? { hint } : {}), message: description },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

/** The Basic auth pair, as league reads it (no URL-decoding, split at the first colon). */
function basicCredentials(header: string | undefined): [string, string] | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

async function formFields(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return {};
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** `POST /oauth/token`: the client-credentials grant of the sandbox's one consumer. */
async function issueToken(ctx: SandboxContext, c: Context): Promise<Response> {
  const fields = await formFields(c);
  if (!fields.grant_type)
    return oauthError(
      400,
      'unsupported_grant_type',
      'The authorization grant type is not supported by the authorization server.',
      'Check that all required parameters have been provided',
    );
  if (fields.grant_type !== 'client_credentials')
    return oauthError(
      400,
      'unsupported_grant_type',
      'The authorization grant type is not supported by the authorization server.',
    );
  const basic = basicCredentials(c.req.header('authorization'));
  const clientId = fields.client_id ?? basic?.[0];
  const clientSecret = fields.client_secret ?? basic?.[1];
  const malformed =
    'The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.';
  if (!clientId) return oauthError(400, 'invalid_request', malformed, 'Check the `client_id` parameter');
  const client = ctx.config.oauthClient;
  if (clientId !== client.id || !sameSecret(clientSecret ?? '', client.secret))
    return oauthError(
      401,
      'invalid_client',
      'Client authentication failed',
      undefined,
      basic ? { 'WWW-Authenticate': 'Basic realm="OAuth"' } : {},
    );
  const requested = (fields.scope ?? '').split(' ').filter(Boolean);
  const unknown = requested.find((scope) => scope !== client.scope);
  if (unknown)
    return oauthError(
      400,
      'invalid_scope',
      'The requested scope is invalid, unknown, or malformed',
      `Check the \`${unknown}\` scope`,
    );

  const now = ctx.now();
  const ttl = ctx.config.oauthTokenTtl;
  const token = randomBytes(32).toString('base64url');
  // expired tokens go, as Drupal's cron does (simple_oauth_cron)
  ctx.db.prepare('DELETE FROM oauth2_token WHERE expire < ?').run(now);
  ctx.db
    .prepare('INSERT INTO oauth2_token (hash, client_id, scope, expire) VALUES (?, ?, ?, ?)')
    .run(hashOf(token), client.id, client.scope, now + ttl * 1000);
  return Response.json(
    { token_type: 'Bearer', expires_in: ttl, access_token: token },
    { status: 200, headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' } },
  );
}

/**
 * Who a request's bearer token makes it: `anonymous` without one (or another scheme), `editor`
 * with the sandbox's fixed preview token or an access token it issued that has not expired,
 * `refused` with any other (expired, unknown): Drupal answers that with a 401.
 */
export function bearerOf(ctx: SandboxContext, req: Request): 'anonymous' | 'editor' | 'refused' {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  if (!match) return 'anonymous';
  const token = match[1];
  if (token === ctx.config.previewToken) return 'editor';
  const row = ctx.db.prepare('SELECT expire FROM oauth2_token WHERE hash = ?').get(hashOf(token)) as
    { expire: number } | undefined;
  return row && row.expire > ctx.now() ? 'editor' : 'refused';
}

export function oauthRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.post('/oauth/token', (c) => issueToken(ctx, c));
  app.all('/oauth/token', () =>
    Response.json({ message: 'Method Not Allowed' }, { status: 405, headers: { Allow: 'POST' } }),
  );
  return app;
}
