import { backendContentSecurityPolicy } from '@/lib/platform/security/headers';

/**
 * The proxy's own answers, as JSON:API error documents (what Drupal answers, and what the site's
 * transports read: the content transport by status, the ticketing transport as "not a {code}
 * answer"), never stored by any cache.
 */
export function proxyError(
  status: number,
  title: string,
  detail: string,
  headers: Record<string, string> = {},
): Response {
  const body = { jsonapi: { version: '1.0' }, errors: [{ status: String(status), title, detail }] };
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/vnd.api+json',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': backendContentSecurityPolicy(),
      ...headers,
    },
  });
}

export const notFound = (detail: string) => proxyError(404, 'Not Found', detail);
export const badRequest = (detail: string) => proxyError(400, 'Bad Request', detail);
export const methodNotAllowed = (allowed: readonly string[]) =>
  proxyError(405, 'Method Not Allowed', `This path answers ${allowed.join(', ')}.`, { Allow: allowed.join(', ') });
export const tooLarge = (limit: number) =>
  proxyError(413, 'Payload Too Large', `A request body may hold at most ${limit} bytes.`);
export const gatewayTimeout = (ms: number) =>
  proxyError(504, 'Gateway Timeout', `The backend did not answer within ${ms} ms.`);
export const badGateway = () => proxyError(502, 'Bad Gateway', 'The backend could not be reached.');
export const previewCredentialsFailed = (status: number) =>
  proxyError(
    status,
    status === 504 ? 'Gateway Timeout' : 'Bad Gateway',
    'The preview credentials could not be obtained.',
  );
export const offSiteRedirect = () =>
  proxyError(502, 'Bad Gateway', 'The backend redirected to another origin; the site does not follow it.');
