import { config } from '@/lib/config';
import { edgeEnabled, purgeEdge } from '@/lib/cache/edge.mjs';
import { expireTags } from '@/lib/cache/tag-clock.mjs';
import { webhookFailed } from '@/lib/observability/site-events';
import { revalidateBody, tagsToExpire } from '@/lib/seo/revalidation';
import { bearerOf, matchesSecret } from '@/lib/seo/secrets';

const noStore = { 'Cache-Control': 'private, no-store' };
/** Asks the content system to send the change again (it retries on a 5xx). */
const retryLater = (message: string) =>
  Response.json({ message }, { status: 503, headers: { ...noStore, 'Retry-After': '5' } });

/**
 * The content system's webhook: `POST /api/revalidate` with `{secret, ids?, tags?, bundles?,
 * aliases?}` (or the secret as `Authorization: Bearer`). Every tag is expired at once in the tag
 * clock every cache layer checks (lib/cache/tag-clock.mjs): the next request for any page showing
 * the changed content renders it afresh, on every instance. It answers only once the expiry is
 * recorded (in Redis, when the site runs as several instances: 503 while Redis is down, so the
 * content system sends it again), then purges the edge cache of those tags; a purge the edge
 * refused is a 503 too.
 */
export async function POST(request: Request) {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return Response.json({ message: 'The body must be JSON.' }, { status: 400, headers: noStore });
  }
  const parsed = revalidateBody.safeParse(raw);
  const secret = bearerOf(request) ?? (parsed.success ? parsed.data.secret : undefined);
  if (!matchesSecret(secret, config().REVALIDATE_SECRET)) {
    return Response.json({ message: 'Invalid revalidation secret.' }, { status: 401, headers: noStore });
  }
  if (!parsed.success)
    return Response.json({ message: 'Invalid body.', issues: parsed.error.issues }, { status: 400, headers: noStore });
  const expired = tagsToExpire(parsed.data);
  if (expired.length === 0)
    return Response.json(
      { message: 'Nothing to revalidate: send ids, tags, bundles or aliases.' },
      { status: 400, headers: noStore },
    );
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
  return Response.json({ revalidated: true, tags: expired, now: Date.now() }, { headers: noStore });
}
