/** Reads and writes content entities (one row per translation) and node revisions in SQLite. */
import type { SandboxContext } from '../context';
import { DEFAULT_LANG, type Entity, type Ident, type RelData } from './types';

type Row = {
  uuid: string;
  langcode: string;
  type: string;
  internal_id: number;
  vid: number;
  is_default: number;
  status: number;
  alias: string | null;
  created: number;
  changed: number;
  attributes: string;
  relationships: string;
};

function fromRow(r: Row): Entity {
  return {
    type: r.type,
    uuid: r.uuid,
    langcode: r.langcode,
    internalId: r.internal_id,
    vid: r.vid,
    isDefaultTranslation: !!r.is_default,
    status: !!r.status,
    alias: r.alias,
    created: r.created,
    changed: r.changed,
    attributes: JSON.parse(r.attributes) as Record<string, unknown>,
    relationships: JSON.parse(r.relationships) as Record<string, RelData>,
  };
}

export function insertEntities(ctx: SandboxContext, entities: Entity[]): void {
  const ins = ctx.db.prepare(
    `INSERT INTO cms_entity (uuid, langcode, type, internal_id, vid, is_default, status, alias, created, changed, attributes, relationships)
     VALUES (@uuid, @langcode, @type, @internalId, @vid, @isDefault, @status, @alias, @created, @changed, @attributes, @relationships)`,
  );
  const rev = ctx.db.prepare(
    `INSERT INTO cms_revision (vid, uuid, langcode, status, changed, attributes, relationships, log) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  ctx.db.transaction(() => {
    for (const e of entities) {
      const attributes = JSON.stringify(e.attributes);
      const relationships = JSON.stringify(e.relationships);
      ins.run({
        uuid: e.uuid,
        langcode: e.langcode,
        type: e.type,
        internalId: e.internalId,
        vid: e.vid,
        isDefault: e.isDefaultTranslation ? 1 : 0,
        status: e.status ? 1 : 0,
        alias: e.alias,
        created: e.created,
        changed: e.changed,
        attributes,
        relationships,
      });
      if (e.type.startsWith('node--'))
        rev.run(e.vid, e.uuid, e.langcode, e.status ? 1 : 0, e.changed, attributes, relationships, 'Seeded');
    }
  })();
}

/** every translation of every entity of a resource type */
export function loadType(ctx: SandboxContext, type: string): Entity[] {
  return (
    ctx.db.prepare('SELECT * FROM cms_entity WHERE type = ? ORDER BY internal_id, is_default DESC').all(type) as Row[]
  ).map(fromRow);
}

export function loadTranslations(ctx: SandboxContext, uuid: string): Entity[] {
  return (ctx.db.prepare('SELECT * FROM cms_entity WHERE uuid = ? ORDER BY is_default DESC').all(uuid) as Row[]).map(
    fromRow,
  );
}

/** the translation in `lang`, else the entity's original language (Drupal's fallback) */
export function pickTranslation(translations: Entity[], lang: string): Entity | undefined {
  return (
    translations.find((t) => t.langcode === lang) ??
    translations.find((t) => t.isDefaultTranslation) ??
    translations.find((t) => t.langcode === DEFAULT_LANG) ??
    translations[0]
  );
}

export function loadEntity(ctx: SandboxContext, uuid: string, lang: string): Entity | undefined {
  return pickTranslation(loadTranslations(ctx, uuid), lang);
}

export function resourceTypes(ctx: SandboxContext): string[] {
  return (ctx.db.prepare('SELECT DISTINCT type FROM cms_entity').all() as { type: string }[]).map((r) => r.type);
}

export function findByAlias(ctx: SandboxContext, alias: string): Entity[] {
  return (ctx.db.prepare("SELECT * FROM cms_entity WHERE alias = ? AND type LIKE 'node--%'").all(alias) as Row[]).map(
    fromRow,
  );
}

export function findNodeByNid(ctx: SandboxContext, nid: number): Entity[] {
  return (
    ctx.db
      .prepare("SELECT * FROM cms_entity WHERE internal_id = ? AND type LIKE 'node--%' ORDER BY is_default DESC")
      .all(nid) as Row[]
  ).map(fromRow);
}

/** the newest revision of a node translation (may be a draft ahead of the published one) */
export function latestRevision(ctx: SandboxContext, current: Entity): Entity {
  const r = ctx.db
    .prepare('SELECT * FROM cms_revision WHERE uuid = ? AND langcode = ? ORDER BY vid DESC LIMIT 1')
    .get(current.uuid, current.langcode) as
    { vid: number; status: number; changed: number; attributes: string; relationships: string } | undefined;
  if (!r || r.vid <= current.vid) return current;
  return {
    ...current,
    vid: r.vid,
    status: !!r.status,
    changed: r.changed,
    attributes: JSON.parse(r.attributes) as Record<string, unknown>,
    relationships: JSON.parse(r.relationships) as Record<string, RelData>,
  };
}

function nextVid(ctx: SandboxContext): number {
  const r = ctx.db.prepare('SELECT MAX(vid) AS m FROM cms_revision').get() as { m: number | null };
  return (r.m ?? 0) + 1;
}

/**
 * Saves a new revision of a node translation. `makeDefault` false leaves the published version in
 * place and stores a forward draft (seen only with ?resourceVersion=rel:latest-version).
 */
export function saveRevision(ctx: SandboxContext, e: Entity, makeDefault: boolean, log: string): Entity {
  const vid = nextVid(ctx);
  const saved = { ...e, vid };
  const attributes = JSON.stringify(e.attributes);
  const relationships = JSON.stringify(e.relationships);
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `INSERT INTO cms_revision (vid, uuid, langcode, status, changed, attributes, relationships, log) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(vid, e.uuid, e.langcode, e.status ? 1 : 0, e.changed, attributes, relationships, log);
    if (makeDefault)
      ctx.db
        .prepare(
          `UPDATE cms_entity SET vid = ?, status = ?, alias = ?, changed = ?, attributes = ?, relationships = ? WHERE uuid = ? AND langcode = ?`,
        )
        .run(vid, e.status ? 1 : 0, e.alias, e.changed, attributes, relationships, e.uuid, e.langcode);
  })();
  return saved;
}

/**
 * Deletes every translation and revision of an entity. References to it elsewhere become
 * `{type, id: "missing"}`, as Drupal's JSON:API shows a deleted target. Returns what was deleted.
 */
export function deleteEntity(ctx: SandboxContext, uuid: string): Entity[] {
  const gone = loadTranslations(ctx, uuid);
  if (gone.length === 0) return gone;
  const referring = ctx.db
    .prepare('SELECT * FROM cms_entity WHERE uuid <> ? AND relationships LIKE ?')
    .all(uuid, `%"${uuid}"%`) as Row[];
  const scrub = (data: RelData): RelData => {
    const one = (ident: Ident): Ident => (ident.id === uuid ? { ...ident, id: 'missing' } : ident);
    return data == null ? data : Array.isArray(data) ? data.map(one) : one(data);
  };
  const update = ctx.db.prepare('UPDATE cms_entity SET relationships = ? WHERE uuid = ? AND langcode = ?');
  ctx.db.transaction(() => {
    for (const row of referring) {
      const rels = JSON.parse(row.relationships) as Record<string, RelData>;
      for (const key of Object.keys(rels)) rels[key] = scrub(rels[key]);
      update.run(JSON.stringify(rels), row.uuid, row.langcode);
    }
    ctx.db.prepare('DELETE FROM cms_revision WHERE uuid = ?').run(uuid);
    ctx.db.prepare('DELETE FROM cms_entity WHERE uuid = ?').run(uuid);
  })();
  return gone;
}
