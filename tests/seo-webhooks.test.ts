// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entityTagsOf } from '@/lib/cms/transport';
import { safeLocalPath } from '@/lib/url/local-path';
import { parseTagList, revalidateBody, tagsToExpire } from '@/lib/revalidation/webhook';
import { matchesSecret } from '@/lib/platform/security/secrets';

describe('revalidation webhook body', () => {
  it('turns ids, bundles and aliases into the cache tags the readers use', () => {
    const body = revalidateBody.parse({
      ids: ['u1'],
      bundles: ['news'],
      aliases: ['/news/x'],
      tags: ['list:project', 'evil tag', 'other:x', 'taxonomy_term:5', 'list:taxonomy_term:themes'],
    });
    const { expire, ignored } = tagsToExpire(body);
    expect(expire.sort()).toEqual(
      [
        'alias:en:/news/x',
        'alias:zh-hans:/news/x',
        'node_list:news',
        'node_list:project',
        'node:u1',
        'taxonomy_term:5',
        'taxonomy_term_list:themes',
      ].sort(),
    );
    expect(ignored).toEqual(['evil tag', 'other:x']);
  });

  it("reads Drupal's tags=, comma-separated, refusing what Drupal would not write", () => {
    expect(parseTagList('node:12,node_list, node_list:news,,config:system.menu.main')).toEqual([
      'node:12',
      'node_list',
      'node_list:news',
      'config:system.menu.main',
    ]);
    expect(parseTagList('node:12,<script>')).toBeNull();
    expect(parseTagList('x'.repeat(256))).toBeNull();
  });

  it('rejects bodies of the wrong shape', () => {
    expect(revalidateBody.safeParse({ ids: 'u1' }).success).toBe(false);
    expect(revalidateBody.safeParse({ aliases: ['no-slash'] }).success).toBe(false);
  });

  it('compares secrets exactly', () => {
    expect(matchesSecret('sandbox-revalidate-secret', 'sandbox-revalidate-secret')).toBe(true);
    expect(matchesSecret('sandbox-revalidate-secreT', 'sandbox-revalidate-secret')).toBe(false);
    expect(matchesSecret('', 'sandbox-revalidate-secret')).toBe(false);
    expect(matchesSecret(undefined, 'sandbox-revalidate-secret')).toBe(false);
  });
});

describe('preview paths', () => {
  it('accepts local paths only, so the draft route never redirects elsewhere', () => {
    expect(safeLocalPath('/en/news/x')).toBe('/en/news/x');
    expect(safeLocalPath('//evil.test/x')).toBeNull();
    expect(safeLocalPath('https://evil.test/x')).toBeNull();
    expect(safeLocalPath('/\\evil.test')).toBeNull();
    expect(safeLocalPath(null)).toBeNull();
  });
});

describe('cache tags of a content answer', () => {
  it("tags every node in data, included and relationships by uuid and Drupal's id, terms and menu links by id; not files or missing targets", () => {
    const document = {
      data: [
        {
          type: 'node--news',
          id: 'n1',
          attributes: { drupal_internal__nid: 41 },
          relationships: {
            field_news_recommendation: {
              data: [
                { type: 'node--project', id: 'p1', meta: { drupal_internal__target_id: 7 } },
                { type: 'node--project', id: 'hidden', meta: { drupal_internal__target_id: 8 } },
              ],
            },
            field_news_type: {
              data: { type: 'taxonomy_term--types_of_news', id: 't1', meta: { drupal_internal__target_id: 3 } },
            },
            field_news_poster: { data: { type: 'file--file', id: 'f1', meta: { drupal_internal__target_id: 99 } } },
            field_news_video: { data: null },
          },
        },
      ],
      included: [
        { type: 'node--project', id: 'p1', attributes: { drupal_internal__nid: 7 } },
        { type: 'file--file', id: 'f1', attributes: { drupal_internal__fid: 99 } },
        { type: 'taxonomy_term--types_of_news', id: 't1', attributes: { drupal_internal__tid: 3 } },
        { type: 'node--project', id: 'missing' },
      ],
    };
    expect(entityTagsOf(document).sort()).toEqual(
      ['node:n1', 'node:41', 'node:p1', 'node:7', 'node:hidden', 'node:8', 'taxonomy_term:3'].sort(),
    );
    expect(entityTagsOf({ data: { type: 'node--homepage', id: 'h' } })).toEqual(['node:h']);
    expect(
      entityTagsOf({
        data: [{ type: 'menu_link_content--menu_link_content', id: 'm', attributes: { drupal_internal__id: 5 } }],
      }),
    ).toEqual(['menu_link_content:5']);
    expect(entityTagsOf(null)).toEqual([]);
  });
});
