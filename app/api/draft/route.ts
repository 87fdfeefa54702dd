import { draftMode } from 'next/headers';
import { config } from '@/lib/config';
import { CmsError } from '@/lib/cms/errors';
import { previewTarget } from '@/lib/seo/preview-target';
import { safeLocalPath } from '@/lib/url/local-path';
import { matchesSecret } from '@/lib/seo/secrets';

function answer(status: number, message: string) {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * The content system's preview link: `/api/draft?secret=<PREVIEW_SECRET>&slug=/news/x` (`/en/...`
 * for English). With the right secret and a path that resolves (published or not), it turns on
 * Draft Mode for this browser and sends it to the page, which then shows the latest revisions.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  if (!matchesSecret(params.get('secret'), config().PREVIEW_SECRET)) return answer(401, 'Invalid preview secret.');
  const slug = safeLocalPath(params.get('slug') ?? params.get('path'));
  if (!slug) return answer(400, 'Give the path to preview as slug=/some/path.');
  let target: string | null;
  try {
    target = await previewTarget(slug);
  } catch (error) {
    return answer(error instanceof CmsError && error.isMaintenance ? 503 : 502, 'The content system did not answer.');
  }
  if (!target) return answer(404, `Nothing to preview at ${slug}.`);
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { Location: target, 'Cache-Control': 'private, no-store' } });
}
