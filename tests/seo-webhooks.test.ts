// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nodeIdsOf } from '@/lib/cms/transport';
import { safeLocalPath } from '@/lib/url/local-path';
import { revalidateBody, tagsToExpire } from '@/lib/seo/revalidation';
import { matchesSecret } from '@/lib/seo/secrets';

describe('revalidation webhook body', () => {
  it('turns ids, bundles and aliases into the cache tags the readers use', () => {
    const body = revalidateBody.parse({
      ids: ['u1'],
      bundles: ['news'],
      aliases: ['/news/x'],
      tags: ['list:project', 'evil tag', 'other:x'],
    });
    expect(tagsToExpire(body).sort()).toEqual(
      ['alias:en:/news/x', 'alias:zh-hans:/news/x', 'list:news', 'list:project', 'node:u1'].sort(),
    );
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

describe('node tags of a content answer', () => {
  it('collects every node in data, included and relationships, not files or terms or missing targets', () => {
    const document = {
      data: [
        {
          type: 'node--news',
          id: 'n1',
          relationships: {
            field_news_recommendation: {
              data: [
                { type: 'node--project', id: 'p1' },
                { type: 'node--project', id: 'hidden' },
              ],
            },
            field_news_poster: { data: { type: 'file--file', id: 'f1' } },
            field_news_video: { data: null },
          },
        },
      ],
      included: [
        { type: 'node--project', id: 'p1' },
        { type: 'file--file', id: 'f1' },
        { type: 'taxonomy_term--themes', id: 't1' },
        { type: 'node--project', id: 'missing' },
      ],
    };
    expect(nodeIdsOf(document)).toEqual(['n1', 'p1', 'hidden']);
    expect(nodeIdsOf({ data: { type: 'node--homepage', id: 'h' } })).toEqual(['h']);
    expect(nodeIdsOf(null)).toEqual([]);
  });
});
