import { beforeAll, describe, expect, it } from 'vitest';
import { ticketingKit, type Kit } from '../ticketing/testkit';

/**
 * On-sale times (issue 45): a project not yet on sale carries `sellStartTime` (epoch ms) and its
 * tickets are refused until then; one without a time carries none.
 */
let kit: Kit;
beforeAll(async () => {
  kit = await ticketingKit();
});

describe('on-sale times', () => {
  it('carries sellStartTime where a show has one, and refuses its tickets before that time', async () => {
    const seagull = (await kit.get('/api/pro/project?projectToken=PRJ2002&langType=2')).data;
    expect(seagull.sellStartTime).toBeGreaterThan(kit.clock.now);
    expect((await kit.get('/api/pro/project?projectToken=PRJ2001&langType=2')).data.sellStartTime).toBeLessThan(
      kit.clock.now,
    );
    expect('sellStartTime' in (await kit.get('/api/pro/project?projectToken=PRJ1001&langType=2')).data).toBe(false);

    const token = await kit.register('on-sale@theatre.test');
    const good = seagull.eventVoList[0].priceVoList[0].superGoodId as string;
    const add = () =>
      kit.post('/api/cart/add', { lstCartInfo: [{ eventId: 'PRJ2002-E1', superGoodId: good, goodCount: 1 }] }, token);
    const early = await add();
    expect(early.code).toBe(422);
    expect(early.msg).toContain('not on sale yet');
    kit.clock.now = seagull.sellStartTime;
    expect((await add()).code).toBe(200);
  });
});
