import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which revision an editor's preview shows. The `next` module's preview link names one with
 * JSON:API's `resourceVersion` for the node it was made for: `rel:latest-version` (the default
 * revision, normally the published one), `rel:working-copy` (the latest revision, e.g. a draft
 * ahead of the published one) or `id:<vid>` (that revision). Every other node of a preview, and a
 * link that names none, shows its latest revision (`rel:working-copy`).
 *
 * The choice lives in the editor's draft cookie (lib/preview/draft-cookie.ts), which no cached reader
 * may read (cookies() is refused inside 'use cache'); the HTTP guard, which sees every request
 * before Next does, opens it and runs the request's handling inside this scope, and the content
 * transport asks it here. It is used only when Next has the request in Draft Mode, where nothing
 * is cached: a forged cookie opens no preview.
 */
export type DraftRevision = {
  /** the JSON:API path of the node the link was made for: `/node/news/<uuid>` */
  node: string;
  /** its `resourceVersion` */
  version: string;
};

export const LATEST_REVISION = 'rel:working-copy';

/** A `resourceVersion` Drupal's JSON:API takes for nodes. */
export function isResourceVersion(value: unknown): value is string {
  return typeof value === 'string' && /^(?:rel:latest-version|rel:working-copy|id:\d{1,12})$/.test(value);
}

type Scope = AsyncLocalStorage<DraftRevision | null>;
const SCOPE = Symbol.for('theatre.draftRevision');

/** One scope per process: the guard (instrumentation's bundle) and the pages' bundles share it. */
function scope(): Scope {
  const holder = globalThis as typeof globalThis & { [SCOPE]?: Scope };
  holder[SCOPE] ??= new AsyncLocalStorage<DraftRevision | null>();
  return holder[SCOPE];
}

/** Runs `handle` (a request's whole handling) with this request's draft revision. */
export function withDraftRevision<T>(revision: DraftRevision | null, handle: () => T): T {
  return scope().run(revision, handle);
}

/**
 * The `resourceVersion` of a preview read of one node (`/node/{bundle}/{uuid}`, or the homepage by
 * language): the link's own for the node it names, the latest revision for any other.
 */
export function resourceVersionFor(path: string): string {
  const revision = scope().getStore();
  if (!revision) return LATEST_REVISION;
  const read = path.split('?')[0];
  const homepageByLanguage = /^\/node\/homepage\/(?:zh-hans|en)$/.test(read);
  return read === revision.node || (homepageByLanguage && revision.node.startsWith('/node/homepage/'))
    ? revision.version
    : LATEST_REVISION;
}
