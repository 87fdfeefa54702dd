import type { SandboxModule } from '../context';
import { seedTicketing } from '../seed/ticketing';
import { ticketingRoutes } from './routes';
import { ticketingSchema } from './schema';

/** The member and ticketing backend (Damai style): members, shows, stock, carts, orders, payment. */
export const ticketingModule: SandboxModule = {
  name: 'ticketing',
  schema: ticketingSchema,
  seed: seedTicketing,
  mount: '/jsonapi/damai',
  routes: ticketingRoutes,
};
