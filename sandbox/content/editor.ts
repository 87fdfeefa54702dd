/**
 * POST /sandbox/content/{uuid}  Authorization: Bearer <previewToken>
 * body {langcode?, title?, alias?, status?, draft?, text?, revalidator?}: edits a node the way an
 * editor would in Drupal. A new `alias` leaves a 301 redirect from the old one (the Redirect
 * module's default). `text` maps formatted-text fields of the node (`body`, `field_news_content`,
 * ...) to new HTML, stored as-is like Drupal's "Full HTML" format (the site must sanitize what it
 * renders). DELETE /sandbox/content/{uuid} (same token, `?revalidator=`): deletes the node. Every
 * change visitors can see calls the site's revalidation webhook as the `next` module does
 * (mutations.ts, next-module.ts); `revalidator` picks the module's revalidator for this change
 * (`cache_tag`, `path`) or none (`none`: a Drupal that does not tell the site).
 * GET /sandbox/content/{uuid}/draft-link?langcode=&resourceVersion=&timestamp= (same token): the
 * preview link the `next` module's previewer gives an editor for that translation.
 */
import { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { deleteNode, setPublished, updateNode, type Notify } from './mutations';
import { hasPreviewToken } from './jsonapi/request';
import { previewLink, resourceVersionOf } from './next-module';
import { latestRevision, loadTranslations } from './store';
import { bundleOf, LANGS } from './types';

export function editorRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const fail = (status: 400 | 401 | 404, detail: string) =>
    new Response(
      JSON.stringify({
        errors: [
          {
            status: String(status),
            title: status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Bad Request',
            detail,
          },
        ],
      }),
      {
        status,
        headers: { 'Content-Type': 'application/vnd.api+json' },
      },
    );

  app.post('/sandbox/content/:uuid', async (c) => {
    if (!hasPreviewToken(ctx, c.req.raw)) return fail(401, 'Send Authorization: Bearer <preview token>.');
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return fail(400, 'The body must be JSON: {"langcode"?, "title"?, "status"?, "draft"?}.');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(400, 'The body must be a JSON object.');
    const { langcode, title, alias, status, draft, text, revalidator } = body as Record<string, unknown>;
    if (revalidator !== undefined && !isNotify(revalidator))
      return fail(400, 'revalidator must be cache_tag, path or none.');
    if (langcode !== undefined && !LANGS.includes(langcode as never))
      return fail(400, 'langcode must be zh-hans or en.');
    if (title !== undefined && (typeof title !== 'string' || !title.trim() || title.length > 255))
      return fail(400, 'title must be a non-empty string of at most 255 characters.');
    if (
      alias !== undefined &&
      (typeof alias !== 'string' || !/^\/[^\s?#]{1,254}$/.test(alias) || alias.startsWith('//'))
    )
      return fail(400, 'alias must be a path such as /news/new-name.');
    if (status !== undefined && typeof status !== 'boolean') return fail(400, 'status must be true or false.');
    if (draft !== undefined && typeof draft !== 'boolean') return fail(400, 'draft must be true or false.');
    if (
      text !== undefined &&
      (!text ||
        typeof text !== 'object' ||
        Array.isArray(text) ||
        !Object.values(text).every((v) => typeof v === 'string'))
    )
      return fail(400, 'text must map field names to HTML strings.');
    const uuid = c.req.param('uuid');
    const translations = loadTranslations(ctx, uuid).filter((t) => t.type.startsWith('node--'));
    if (translations.length === 0) return fail(404, `No node ${uuid}.`);
    const lang =
      (langcode as string | undefined) ??
      translations.find((t) => t.isDefaultTranslation)?.langcode ??
      translations[0].langcode;
    if (!translations.some((t) => t.langcode === lang)) return fail(404, `Node ${uuid} has no ${lang} translation.`);

    const current = translations.find((t) => t.langcode === lang)!;
    const fields = Object.entries((text ?? {}) as Record<string, string>);
    const notText = fields.find(([name]) => !isFormattedText(current.attributes[name]));
    if (notText) return fail(400, `${notText[0]} is not a formatted-text field of this node.`);
    if (title !== undefined || alias !== undefined || fields.length > 0) {
      const attributes = Object.fromEntries(
        fields.map(([name, html]) => [name, { value: html, format: 'full_html', processed: html }]),
      );
      const patch = {
        ...(title !== undefined ? { title: title as string } : {}),
        ...(alias !== undefined ? { alias: alias as string } : {}),
        attributes,
      };
      updateNode(ctx, uuid, lang, patch, { draft: draft === true, notify: revalidator });
    }
    if (status !== undefined) setPublished(ctx, uuid, status as boolean, langcode as string | undefined, revalidator);
    const now = loadTranslations(ctx, uuid).find((t) => t.langcode === lang)!;
    return c.json({
      data: {
        uuid,
        bundle: bundleOf(now.type),
        langcode: lang,
        title: now.attributes.title,
        status: now.status,
        vid: now.vid,
        alias: now.alias,
      },
    });
  });
  app.delete('/sandbox/content/:uuid', (c) => {
    if (!hasPreviewToken(ctx, c.req.raw)) return fail(401, 'Send Authorization: Bearer <preview token>.');
    const uuid = c.req.param('uuid');
    if (!loadTranslations(ctx, uuid).some((t) => t.type.startsWith('node--'))) return fail(404, `No node ${uuid}.`);
    const revalidator = c.req.query('revalidator');
    if (revalidator !== undefined && !isNotify(revalidator))
      return fail(400, 'revalidator must be cache_tag, path or none.');
    const gone = deleteNode(ctx, uuid, revalidator);
    return c.json({
      data: { uuid, bundle: bundleOf(gone[0].type), deleted: true, aliases: [...new Set(gone.map((t) => t.alias))] },
    });
  });
  app.get('/sandbox/content/:uuid/draft-link', (c) => {
    if (!hasPreviewToken(ctx, c.req.raw)) return fail(401, 'Send Authorization: Bearer <preview token>.');
    const uuid = c.req.param('uuid');
    const translations = loadTranslations(ctx, uuid).filter((t) => t.type.startsWith('node--'));
    if (translations.length === 0) return fail(404, `No node ${uuid}.`);
    const langcode = c.req.query('langcode');
    const current = langcode
      ? translations.find((t) => t.langcode === langcode)
      : (translations.find((t) => t.isDefaultTranslation) ?? translations[0]);
    if (!current) return fail(404, `Node ${uuid} has no ${langcode} translation.`);
    // the editor's view of the latest revision (Drupal's "Latest version" tab when a draft is ahead)
    const resourceVersion =
      c.req.query('resourceVersion') ?? resourceVersionOf(ctx, current, latestRevision(ctx, current).vid);
    if (!/^(?:rel:latest-version|rel:working-copy|id:\d+)$/.test(resourceVersion))
      return fail(400, 'resourceVersion must be rel:latest-version, rel:working-copy or id:<vid>.');
    const timestamp = c.req.query('timestamp');
    if (timestamp !== undefined && !/^\d{1,12}$/.test(timestamp)) return fail(400, 'timestamp is Unix seconds.');
    return c.json({
      data: previewLink(ctx, current, {
        resourceVersion,
        ...(timestamp !== undefined ? { timestamp: Number(timestamp) } : {}),
      }),
    });
  });
  return app;
}

const isNotify = (value: unknown): value is Notify => value === 'cache_tag' || value === 'path' || value === 'none';

/** a Drupal formatted-text value: `{value, format, processed}` */
function isFormattedText(value: unknown): boolean {
  return !!value && typeof value === 'object' && 'value' in value && 'processed' in value;
}
