import { config } from '@/lib/platform/config/config';
import { edgeEnabled, purgeEdge } from '@/lib/platform/cache/edge.mjs';
import { expireTags } from '@/lib/platform/cache/tag-clock.mjs';
import { readBodyCapped } from '@/lib/platform/http/read-body';
import { webhookFailed } from '@/lib/platform/observability/site-events';
import { knownTags, parseTagList, revalidateBody, tagsOfPath, tagsToExpire } from '@/lib/revalidation/webhook';
import { bearerOf, matchesSecret } from '@/lib/platform/security/secrets';
import { safeLocalPath } from '@/lib/url/local-path';

const noStore = { 'Cache-Control': 'private, no-store' };
/** A POSTed change is a few ids, tags and aliases: far below this. */
const MAX_BODY_BYTES = 64 * 1024;

const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } });
/** Asks the content system to send the change again (it retries on a 5xx). */
const retryLater = (message: string) => answer(503, { message }, { 'Retry-After': '5' });
const refused = () => answer(401, { message: 'Invalid revalidation secret.' });
const nothing = (ignored: string[]) =>
  answer(400, {
    message: 'Nothing to revalidate: send a path, or tags the site carries (node:12, node_list:news, ...).',
    ignored,
  });

/**
 * Expires `expired` in the tag clock every cache layer checks (lib/platform/cache/tag-clock.mjs): the next
 * request for any page showing the changed content renders it afresh, on every instance. Answers
 * 200 only once the expiry is recorded (in Redis, when the site runs as several instances: 503
 * while Redis is down, so the content system sends it again) and the edge cache has purged those
 * tags (a purge the edge refused is a 503 too).
 */
async function revalidate(expired: string[], ignored: string[]): Promise<Response> {
  try {
    await expireTags(expired);
  } catch (error) {
    webhookFailed('tags_not_recorded', error);
    return retryLater('The shared cache is unavailable; send the change again.');
  }
  if (edgeEnabled()) {
    try {
      await purgeEdge(expired);
    } catch (error) {
      webhookFailed('edge_not_purged', error);
      return retryLater('The edge cache did not take the purge; send the change again.');
    }
  }
  return answer(200, { revalidated: true, tags: expired, ...(ignored.length ? { ignored } : {}), now: Date.now() });
}

/**
 * Drupal's `next` module (drupal/next 2.x) on every entity save or delete, with the site entity's
 * revalidate secret: its path revalidator sends
 * `GET /api/revalidate?path=/en/news/x&secret=...` (older releases `slug=`), the saved
 * translation's URL; its cache-tag revalidator `GET /api/revalidate?tags=node:12,node_list,node_list:news&secret=...`
 * with Drupal's own cache tags, which the site's readers carry (lib/cms/tags.ts). Anything but a
 * 200 is logged in Drupal as a failure.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  if (!matchesSecret(params.get('secret') ?? bearerOf(request), config().REVALIDATE_SECRET)) return refused();
  const tagParam = params.get('tags');
  const named = tagParam === null ? [] : parseTagList(tagParam);
  if (named === null) return answer(400, { message: 'tags= is a comma-separated list of Drupal cache tags.' });
  const { expire, ignored } = knownTags(named);
  const pathParam = params.get('path') ?? params.get('slug');
  if (pathParam !== null) {
    const path = safeLocalPath(pathParam);
    if (!path) return answer(400, { message: 'path= is a path of the site, such as /en/news/x.' });
    try {
      expire.push(...(await tagsOfPath(path)).filter((tag) => !expire.includes(tag)));
    } catch (error) {
      webhookFailed('path_not_resolved', error);
      return retryLater('The content system did not say what lives at that path; send the change again.');
    }
  }
  if (expire.length === 0) return nothing(ignored);
  return revalidate(expire, ignored);
}

/**
 * Other senders (and older setups): `POST /api/revalidate` with `{secret, ids?, tags?, bundles?,
 * aliases?}`, or the secret as `Authorization: Bearer` or `?secret=`. A secret given outside the
 * body is checked before the body is read; the body is read up to 64 KiB.
 */
export async function POST(request: Request) {
  const outside = bearerOf(request) ?? new URL(request.url).searchParams.get('secret');
  if (outside !== null && !matchesSecret(outside, config().REVALIDATE_SECRET)) {
    await request.body?.cancel().catch(() => undefined);
    return refused();
  }
  const bytes = await readBodyCapped(request, MAX_BODY_BYTES);
  if (bytes === null) return answer(413, { message: 'The body is too large.' });
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
  } catch {
    return answer(400, { message: 'The body must be JSON.' });
  }
  if (outside === null) {
    const secret = (raw as { secret?: unknown } | null)?.secret;
    if (!matchesSecret(typeof secret === 'string' ? secret : null, config().REVALIDATE_SECRET)) return refused();
  }
  const parsed = revalidateBody.safeParse(raw);
  if (!parsed.success) return answer(400, { message: 'Invalid body.', issues: parsed.error.issues });
  const { expire, ignored } = tagsToExpire(parsed.data);
  if (expire.length === 0) return nothing(ignored);
  return revalidate(expire, ignored);
}
