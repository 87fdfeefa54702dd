import type { SandboxModule } from '../context';
import { seedContent } from '../seed/content';
import { contentRoutes } from './routes';
import { contentSchema } from './schema';

/**
 * The stand-in for the theatre's headless Drupal: JSON:API at /jsonapi and /en/jsonapi, alias
 * resolution (Decoupled Router), metatags, site search and an editor endpoint. See CONTENT.md.
 */
export const contentModule: SandboxModule = {
  name: 'content',
  schema: contentSchema,
  seed: seedContent,
  mount: '/',
  routes: contentRoutes,
};

export { updateNode, setPublished } from './mutations';
export type { NodePatch, Notify } from './mutations';
