/** Seeds the ticketing tables: programme and stock, demo members, their orders and ledgers. */
import type { SandboxContext } from '../../context';
import { registerFiles } from '../../images/registry';
import { viewImageFiles } from '../../ticketing/seat-attributes';
import { seedMembers } from './members';
import { seedOrders } from './orders';
import { seedShows } from './shows';

export async function seedTicketing(ctx: SandboxContext, seededAt: number): Promise<void> {
  const members = await seedMembers(ctx, seededAt);
  ctx.db.transaction(() => {
    seedShows(ctx, seededAt);
    seedOrders(ctx, seededAt, members);
  })();
  registerFiles(ctx, viewImageFiles());
}
