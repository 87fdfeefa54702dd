/**
 * What the content layer gives the rest of the site, by topic: every type its readers (server)
 * and its browser fetchers return, already reshaped and sanitized. Components never see JSON:API;
 * the raw shapes the reshapers read are in ../raw.ts.
 */
export type * from './access';
export type * from './articles';
export type * from './benefits';
export type * from './education';
export type * from './festival';
export type * from './media';
export type * from './pages';
export type * from './search';
export type * from './shows';
export type * from './teasers';
