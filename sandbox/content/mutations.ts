/**
 * Editorial changes (issue 8 builds on these): each saves a node revision and, when
 * SANDBOX_REVALIDATE_URL is set, tells the site what changed the way Drupal's `next` module does
 * (next-module.ts: its cache-tag revalidator, or its path revalidator; fire and forget).
 */
import type { SandboxContext } from '../context';
import { revalidate, type Revalidator } from './next-module';
import { addRedirect, removeRedirectsFrom } from './redirects';
import { deleteEntity, loadTranslations, saveRevision } from './store';
import type { Entity, RelData } from './types';

export type NodePatch = {
  title?: string;
  status?: boolean;
  alias?: string | null;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, RelData>;
};

/** Which revalidator tells the site of a change: the configured one, or none (a Drupal without the module's entity config). */
export type Notify = Revalidator | 'none';

function notify(ctx: SandboxContext, changed: Entity[], how: Notify | undefined): void {
  const revalidator = how ?? ctx.config.revalidator ?? 'cache_tag';
  if (revalidator !== 'none') revalidate(ctx, changed, revalidator);
}

/**
 * Saves a new revision of one translation. With `draft`, the published version stays and the
 * change is a forward revision, visible only with ?resourceVersion=rel:working-copy (or its id).
 */
export function updateNode(
  ctx: SandboxContext,
  uuid: string,
  langcode: string,
  patch: NodePatch,
  options: { draft?: boolean; log?: string; notify?: Notify } = {},
): Entity | undefined {
  const current = loadTranslations(ctx, uuid).find((t) => t.langcode === langcode && t.type.startsWith('node--'));
  if (!current) return undefined;
  const next: Entity = {
    ...current,
    status: patch.status ?? current.status,
    alias: patch.alias === undefined ? current.alias : patch.alias,
    changed: Math.max(ctx.now(), current.changed + 1000),
    attributes: {
      ...current.attributes,
      ...patch.attributes,
      ...(patch.title !== undefined ? { title: patch.title } : {}),
    },
    relationships: { ...current.relationships, ...patch.relationships },
  };
  const saved = saveRevision(ctx, next, !options.draft, options.log ?? 'Edited in the sandbox');
  if (options.draft) return saved;
  // The Redirect module's "create redirects when an alias changes": the old alias now sends
  // visitors to the node (301), and the new one never redirects away from it.
  const former = current.alias && current.alias !== saved.alias ? current.alias : null;
  if (former)
    addRedirect(ctx, {
      source: former,
      language: langcode,
      target: `internal:/node/${saved.internalId}`,
      statusCode: 301,
    });
  if (saved.alias) removeRedirectsFrom(ctx, saved.alias, langcode);
  notify(ctx, [saved], options.notify);
  return saved;
}

/** publishes or unpublishes a node: every translation, or only `langcode` */
export function setPublished(
  ctx: SandboxContext,
  uuid: string,
  published: boolean,
  langcode?: string,
  how?: Notify,
): Entity[] {
  const changed: Entity[] = [];
  for (const t of loadTranslations(ctx, uuid)) {
    if (!t.type.startsWith('node--') || (langcode && t.langcode !== langcode)) continue;
    const next = { ...t, status: published, changed: Math.max(ctx.now(), t.changed + 1000) };
    changed.push(saveRevision(ctx, next, true, published ? 'Published' : 'Unpublished'));
  }
  notify(ctx, changed, how);
  return changed;
}

/** deletes a node (every translation and revision); pages showing it are told to refresh */
export function deleteNode(ctx: SandboxContext, uuid: string, how?: Notify): Entity[] {
  const gone = deleteEntity(ctx, uuid).filter((t) => t.type.startsWith('node--'));
  notify(ctx, gone, how);
  return gone;
}
