import type { SandboxModule } from '../context';
import { imageSchema } from './registry';
import { imageRoutes } from './service';

/**
 * The image service and the public files directory. The content seed registers its files
 * (registerFiles); each is drawn from its recipe on first request and cached under dataDir.
 */
export const imageModule: SandboxModule = {
  name: 'images',
  schema: imageSchema,
  seed: () => {},
  mount: '/',
  routes: imageRoutes,
};

export { registerFiles, findFile, localFilePath, FILES_PREFIX } from './registry';
export type { FileEntry, FileRecipe, ImageRecipe } from './registry';
