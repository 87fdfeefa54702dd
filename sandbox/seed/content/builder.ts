/**
 * Collects the seed's entities (nodes, paragraphs, terms, files, menu links) with stable uuids and
 * Drupal-like ids. Entities refer to each other by key; `finish()` resolves the keys, so the order
 * of definition does not matter (projects recommend each other).
 */
import { stableUuid } from '../ids';
import type { Entity, Ident, Langcode, RelData } from '../../content/types';
import { clipBytes } from '../../images/clip';
import type { FileEntry, ImageRecipe } from '../../images/registry';

export type Bi<T = string> = { 'zh-hans': T; en: T };
export const LANGS: Langcode[] = ['zh-hans', 'en'];

export type Built = {
  title?: string;
  name?: string;
  alias?: string | null;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, RelData>;
};

type Def = {
  key: string;
  type: string;
  uuid: string;
  internalId: number;
  langs: Langcode[];
  created: number;
  status: (lang: Langcode) => boolean;
  build: (lang: Langcode) => Built;
  parent?: { key: string; field: string };
};

type FileInfo = { alt: Bi; width: number; height: number };

/** the words drawn on an image, in both languages */
export type ImageWords = { title?: Bi; subtitle?: Bi; caption?: Bi };
/** an image recipe without its words (they come per language) */
export type ArtRecipe = Omit<ImageRecipe, 'title' | 'subtitle' | 'caption' | 'lettering'>;

/** the kinds of image that draw words (titles, captions, the house name, "book now") */
const WORDED_KINDS: ImageRecipe['kind'][] = ['poster', 'banner', 'ad', 'logo', 'festival-logo'];

/** where the Chinese file of a lettered image lives: beside the English one, "posters/x.jpg" -> "posters/x-zh-hans.jpg" */
export const translatedPath = (path: string, lang: Langcode) => path.replace(/(\.\w+)$/, `-${lang}$1`);

export class SeedBuilder {
  private defs = new Map<string, Def>();
  private counters = new Map<string, number>();
  readonly files: FileEntry[] = [];
  private fileInfo = new Map<string, FileInfo>();
  /** lettered images: file key -> the file key of each translation's own file */
  private translatedFiles = new Map<string, Record<Langcode, string>>();

  constructor(readonly seededAt: number) {}

  private next(counter: string): number {
    const n = (this.counters.get(counter) ?? 0) + 1;
    this.counters.set(counter, n);
    return n;
  }

  private add(
    key: string,
    type: string,
    counter: string,
    def: Omit<Def, 'key' | 'type' | 'uuid' | 'internalId'>,
  ): string {
    if (this.defs.has(key)) throw new Error(`duplicate seed key ${key}`);
    const uuid = stableUuid(key);
    this.defs.set(key, { key, type, uuid, internalId: this.next(counter), ...def });
    return key;
  }

  /** days before seed time, at a given hour (Asia/Shanghai) */
  daysAgo(days: number, hour = 10, minute = 0): number {
    const midnight = Math.floor((this.seededAt + 8 * 3600_000) / 86_400_000) * 86_400_000 - 8 * 3600_000;
    return midnight - days * 86_400_000 + (hour * 60 + minute) * 60_000;
  }

  node(
    bundle: string,
    key: string,
    opts: {
      created: number;
      langs?: Langcode[];
      status?: boolean | Partial<Record<Langcode, boolean>>;
      build: (lang: Langcode) => Built;
    },
  ): string {
    const st = opts.status ?? true;
    return this.add(`node:${key}`, `node--${bundle}`, 'nid', {
      langs: opts.langs ?? LANGS,
      created: opts.created,
      status: (lang) => (typeof st === 'boolean' ? st : (st[lang] ?? true)),
      build: opts.build,
    });
  }

  term(vocab: string, key: string, weight: number, build: (lang: Langcode) => Built): string {
    return this.add(`term:${vocab}:${key}`, `taxonomy_term--${vocab}`, 'tid', {
      langs: LANGS,
      created: this.daysAgo(800),
      status: () => true,
      build: (lang) => {
        const b = build(lang);
        return { ...b, attributes: { weight, ...b.attributes } };
      },
    });
  }

  paragraph(
    bundle: string,
    key: string,
    parent: { key: string; field: string },
    build: (lang: Langcode) => Built,
    /** the translations it has (the first is its original); a host's translation without one gets the original, as in Drupal */
    langs: Langcode[] = LANGS,
  ): string {
    return this.add(`paragraph:${key}`, `paragraph--${bundle}`, 'pid', {
      langs,
      created: this.daysAgo(400),
      status: () => true,
      build,
      parent,
    });
  }

  /** a menu link; `enabled` is its on/off switch (JSON:API's `enabled`, given to visitors either way) */
  menuLink(key: string, enabled: boolean, build: (lang: Langcode) => Built): string {
    return this.add(`menu:${key}`, 'menu_link_content--menu_link_content', 'mlid', {
      langs: LANGS,
      created: this.daysAgo(700),
      status: () => enabled,
      build,
    });
  }

  private file(
    key: string,
    path: string,
    mime: string,
    entry: FileEntry['recipe'],
    size: number,
    info?: FileInfo,
  ): string {
    this.files.push({ path, mime, recipe: entry });
    if (info) this.fileInfo.set(`file:${key}`, info);
    const filename = path.split('/').pop()!;
    return this.add(`file:${key}`, 'file--file', 'fid', {
      langs: ['zh-hans'],
      created: this.daysAgo(500),
      status: () => true,
      build: () => ({
        attributes: {
          filename,
          uri: { value: `public://${path}`, url: `/sites/default/files/${path}` },
          filemime: mime,
          filesize: size,
        },
      }),
    });
  }

  /** an image without words (photo, QR code, icon, backdrop): one file shared by both translations */
  image(key: string, path: string, recipe: ImageRecipe, alt: Bi): string {
    if (WORDED_KINDS.includes(recipe.kind) && recipe.lettering !== 'none')
      throw new Error(`image ${key} has words on it: use letteredImage (or lettering: 'none')`);
    return this.addImage(key, path, recipe, alt);
  }

  private addImage(key: string, path: string, recipe: ImageRecipe, alt: Bi): string {
    const mime = recipe.format === 'png' ? 'image/png' : 'image/jpeg';
    const size = Math.round((recipe.width * recipe.height) / (recipe.format === 'png' ? 6 : 14));
    return this.file(key, path, mime, { kind: 'image', image: recipe }, size, {
      alt,
      width: recipe.width,
      height: recipe.height,
    });
  }

  /**
   * An image with words on it: one file per language, as a translatable image field holds it in
   * Drupal (each translation points at its own file entity). The English file is `file:<key>` at
   * `path`; the Chinese one `file:<key>:zh-hans` at `translatedPath(path)`. `img()` picks the
   * translation's file.
   */
  letteredImage(key: string, path: string, art: ArtRecipe, words: ImageWords, alt: Bi): string {
    const files = {} as Record<Langcode, string>;
    for (const lang of ['en', 'zh-hans'] as const) {
      const recipe = {
        ...art,
        title: words.title?.[lang],
        subtitle: words.subtitle?.[lang],
        caption: words.caption?.[lang],
        lettering: lang,
      };
      files[lang] =
        lang === 'en'
          ? this.addImage(key, path, recipe, alt)
          : this.addImage(`${key}:${lang}`, translatedPath(path, lang), recipe, alt);
    }
    this.translatedFiles.set(`file:${key}`, files);
    return `file:${key}`;
  }

  pdf(key: string, path: string, title: string, lines: string[]): string {
    return this.file(key, path, 'application/pdf', { kind: 'pdf', title, lines }, 1200 + lines.join('').length);
  }

  /** a video: the sandbox's one committed clip (sandbox/images/clip.ts) */
  video(key: string, path: string): string {
    return this.file(key, path, 'video/mp4', { kind: 'video' }, clipBytes().length);
  }

  uuidOf(key: string): string {
    const d = this.defs.get(key);
    if (!d) throw new Error(`unknown seed key ${key}`);
    return d.uuid;
  }

  idOf(key: string): number {
    const d = this.defs.get(key);
    if (!d) throw new Error(`unknown seed key ${key}`);
    return d.internalId;
  }

  /** a relationship identifier to a node, term, paragraph or menu link */
  ref(key: string): Ident {
    const d = this.defs.get(key);
    if (!d) throw new Error(`unknown seed key ${key}`);
    const meta: Record<string, unknown> = { drupal_internal__target_id: d.internalId };
    if (d.type.startsWith('paragraph--')) meta.target_revision_id = d.internalId;
    return { type: d.type, id: d.uuid, meta };
  }

  refs(keys: string[]): Ident[] {
    return keys.map((k) => this.ref(k));
  }

  /** an image field identifier with alt, title, width and height in its meta (the translation's own file if it has one) */
  img(imageKey: string | null, lang: Langcode): Ident | null {
    if (!imageKey) return null;
    const key = this.translatedFiles.get(imageKey)?.[lang] ?? imageKey;
    const d = this.defs.get(key);
    const info = this.fileInfo.get(key);
    if (!d || !info) throw new Error(`unknown image ${key}`);
    return {
      type: 'file--file',
      id: d.uuid,
      meta: {
        alt: info.alt[lang],
        title: '',
        width: info.width,
        height: info.height,
        drupal_internal__target_id: d.internalId,
      },
    };
  }

  /** a file field identifier (PDF, video) */
  fileRef(key: string | null, description = ''): Ident | null {
    if (!key) return null;
    const d = this.defs.get(key);
    if (!d) throw new Error(`unknown file ${key}`);
    return {
      type: 'file--file',
      id: d.uuid,
      meta: { display: true, description, drupal_internal__target_id: d.internalId },
    };
  }

  finish(): Entity[] {
    const out: Entity[] = [];
    let vid = 0;
    for (const d of this.defs.values()) {
      d.langs.forEach((lang, i) => {
        const b = d.build(lang);
        const attributes: Record<string, unknown> = { ...b.attributes };
        if (b.title !== undefined) attributes.title = b.title;
        if (b.name !== undefined) attributes.name = b.name;
        if (d.parent) {
          attributes.parent_id = String(this.idOf(d.parent.key));
          attributes.parent_type = d.parent.key.split(':')[0];
          attributes.parent_field_name = d.parent.field;
        }
        const changed = d.created + ((d.internalId * 7919) % 30) * 3600_000;
        out.push({
          type: d.type,
          uuid: d.uuid,
          langcode: lang,
          internalId: d.internalId,
          vid: d.type.startsWith('node--') ? ++vid : d.internalId,
          isDefaultTranslation: i === 0,
          status: d.status(lang),
          alias: b.alias ?? null,
          created: d.created,
          changed: Math.min(changed, this.seededAt),
          attributes,
          relationships: b.relationships ?? {},
        });
      });
    }
    return out;
  }
}

/** formatted text as Drupal prints it */
export function fmt(html: string, processed: string | null = html) {
  return { value: html, format: 'full_html', processed };
}

export const pick = <T>(bi: Bi<T>, lang: Langcode): T => bi[lang];
