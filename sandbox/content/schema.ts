import { tokenSchema } from './oauth';

export const contentSchema = `
CREATE TABLE IF NOT EXISTS cms_entity (
  uuid TEXT NOT NULL,
  langcode TEXT NOT NULL,
  type TEXT NOT NULL,
  internal_id INTEGER NOT NULL,
  vid INTEGER NOT NULL,
  is_default INTEGER NOT NULL,
  status INTEGER NOT NULL,
  alias TEXT,
  created INTEGER NOT NULL,
  changed INTEGER NOT NULL,
  attributes TEXT NOT NULL,
  relationships TEXT NOT NULL,
  PRIMARY KEY (uuid, langcode)
);
CREATE INDEX IF NOT EXISTS cms_entity_type ON cms_entity (type);
CREATE INDEX IF NOT EXISTS cms_entity_alias ON cms_entity (alias);
CREATE INDEX IF NOT EXISTS cms_entity_internal ON cms_entity (internal_id);
CREATE TABLE IF NOT EXISTS cms_revision (
  vid INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL,
  langcode TEXT NOT NULL,
  status INTEGER NOT NULL,
  changed INTEGER NOT NULL,
  attributes TEXT NOT NULL,
  relationships TEXT NOT NULL,
  log TEXT
);
CREATE INDEX IF NOT EXISTS cms_revision_entity ON cms_revision (uuid, langcode);
CREATE TABLE IF NOT EXISTS cms_redirect (
  rid INTEGER PRIMARY KEY,
  source TEXT NOT NULL,
  language TEXT NOT NULL,
  target TEXT NOT NULL,
  status_code INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cms_redirect_source ON cms_redirect (source);
${tokenSchema}`;
