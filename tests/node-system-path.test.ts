// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isNodeSystemPath } from '@/lib/url/node-system-path';

describe('a node system path', () => {
  it('is /node/N in either language, with or without a query or fragment', () => {
    for (const href of ['/node/12', '/en/node/12', '/node/12?tab=jobs', '/en/node/7#tickets']) {
      expect(isNodeSystemPath(href), href).toBe(true);
    }
  });

  it('is not an alias, a longer node path or another language prefix', () => {
    for (const href of [
      '/news/node-12',
      '/node/12/edit',
      '/node/abc',
      '/node/',
      '/zh-hans/node/12',
      '/en/node',
      'https://x.test/node/1',
    ]) {
      expect(isNodeSystemPath(href), href).toBe(false);
    }
  });
});
