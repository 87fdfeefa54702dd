import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../app';
import { call, newSandbox } from './content-helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await newSandbox();
});
afterAll(() => sb.close());

describe('hostile query strings', () => {
  it('bracket keys like __proto__ and constructor[prototype] stay plain keys: nothing is polluted', async () => {
    for (const query of [
      '__proto__[polluted]=1',
      'constructor[prototype][polluted]=1',
      'filter[__proto__][polluted]=1',
      'page[__proto__][polluted]=1',
      '__proto__[]=1',
    ]) {
      const res = await call(sb, `/jsonapi/node/news?${query}`);
      expect(res.status, query).toBeLessThan(500);
      expect(({} as Record<string, unknown>).polluted, query).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    }
    // and the API keeps answering
    expect((await call(sb, '/jsonapi/node/news?page[limit]=1')).status).toBe(200);
  });
});
