import 'server-only';
import { accountOperations } from './account';
import { cartOperations } from './cart';
import { memberOperations } from './member';
import { showOperations } from './shows';

/**
 * Every operation of the site's ticketing routes, by name (POST /api/ticketing/<name>). The browser
 * reaches the ticketing API through these alone; their types (not their code) are what the browser
 * client knows of them (../client.ts).
 */
export const operations = { ...showOperations, ...memberOperations, ...accountOperations, ...cartOperations };

export type Operations = typeof operations;
export type OperationName = keyof Operations;
