import { revalidateTag } from 'next/cache';
import { config } from '@/lib/config';
import { revalidateBody, tagsToExpire } from '@/lib/seo/revalidation';
import { bearerOf, matchesSecret } from '@/lib/seo/secrets';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * The content system's webhook: `POST /api/revalidate` with `{secret, ids?, tags?, bundles?,
 * aliases?}` (or the secret as `Authorization: Bearer`). Every tag is expired at once
 * (`expire: 0`): the next request for any page showing the changed content renders it afresh
 * instead of being served the stale copy. (`updateTag` does the same but only in Server Actions;
 * `revalidateTag(tag, 'max')` would serve the old page once more.)
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
  if (!parsed.success) return Response.json({ message: 'Invalid body.', issues: parsed.error.issues }, { status: 400, headers: noStore });
  const expired = tagsToExpire(parsed.data);
  if (expired.length === 0) return Response.json({ message: 'Nothing to revalidate: send ids, tags, bundles or aliases.' }, { status: 400, headers: noStore });
  for (const tag of expired) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: true, tags: expired, now: Date.now() }, { headers: noStore });
}
