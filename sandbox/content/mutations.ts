/**
 * Editorial changes (issue 8 builds on these): each saves a node revision and, when
 * SANDBOX_REVALIDATE_URL is set, tells the site which cache tags to drop (fire and forget).
 */
import type { SandboxContext } from '../context';
import { addRedirect, removeRedirectsFrom } from './redirects';
import { deleteEntity, loadTranslations, saveRevision } from './store';
import { bundleOf, type Entity, type RelData } from './types';

export type NodePatch = {
  title?: string;
  status?: boolean;
  alias?: string | null;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, RelData>;
};

/** POSTs `{secret, tags, ids, ...}` to ctx.config.revalidateUrl; errors are ignored */
export function notifyRevalidate(ctx: SandboxContext, nodes: Entity[], formerAliases: string[] = []): void {
  const url = ctx.config.revalidateUrl;
  if (!url || nodes.length === 0) return;
  const uuids = [...new Set(nodes.map((n) => n.uuid))];
  const bundles = [...new Set(nodes.map((n) => bundleOf(n.type)))];
  const body = {
    secret: ctx.config.revalidateSecret,
    tags: [...uuids.map((u) => `node:${u}`), ...bundles.map((b) => `list:${b}`)],
    ids: uuids,
    bundles,
    aliases: [...new Set([...nodes.map((n) => n.alias), ...formerAliases].filter(Boolean))],
  };
  try {
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(
      () => {},
    );
  } catch {
    // a bad URL must not break an edit
  }
}

/**
 * Saves a new revision of one translation. With `draft`, the published version stays and the
 * change is a forward revision, visible only with ?resourceVersion=rel:latest-version.
 */
export function updateNode(
  ctx: SandboxContext,
  uuid: string,
  langcode: string,
  patch: NodePatch,
  options: { draft?: boolean; log?: string } = {},
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
  notifyRevalidate(ctx, [saved], former ? [former] : []);
  return saved;
}

/** publishes or unpublishes a node: every translation, or only `langcode` */
export function setPublished(ctx: SandboxContext, uuid: string, published: boolean, langcode?: string): Entity[] {
  const changed: Entity[] = [];
  for (const t of loadTranslations(ctx, uuid)) {
    if (!t.type.startsWith('node--') || (langcode && t.langcode !== langcode)) continue;
    const next = { ...t, status: published, changed: Math.max(ctx.now(), t.changed + 1000) };
    changed.push(saveRevision(ctx, next, true, published ? 'Published' : 'Unpublished'));
  }
  notifyRevalidate(ctx, changed);
  return changed;
}

/** deletes a node (every translation and revision); pages showing it are told to refresh */
export function deleteNode(ctx: SandboxContext, uuid: string): Entity[] {
  const gone = deleteEntity(ctx, uuid).filter((t) => t.type.startsWith('node--'));
  notifyRevalidate(ctx, gone);
  return gone;
}
