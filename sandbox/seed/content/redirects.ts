/**
 * The Redirect module's redirects: an old alias in each language to a node (301), a retired path
 * to a page of the front end for every language (302), a chain, a loop (Drupal ignores it) and an
 * external target.
 */
import type { SandboxContext } from '../../context';
import { addRedirect, LANGUAGE_NOT_SPECIFIED } from '../../content/redirects';
import type { SeedBuilder } from './builder';
import { newsKey } from './news';

export function seedRedirects(ctx: SandboxContext, b: SeedBuilder): void {
  const season = `entity:node/${b.idOf(newsKey('season-2026-27'))}`;
  const redirects = [
    // the season news item's old aliases, one per language (the alias changed after publishing)
    { source: 'xinwen/2026-yanchuji', language: 'zh-hans', target: season, statusCode: 301 },
    { source: 'news/season-announcement', language: 'en', target: season, statusCode: 301 },
    // a chain: an older English alias to the one above, which the module follows to its end
    { source: 'news/new-season', language: 'en', target: 'internal:/news/season-announcement', statusCode: 301 },
    // a path retired for now, in every language, to a page the front end has (no node lives there)
    { source: 'tickets', language: LANGUAGE_NOT_SPECIFIED, target: 'internal:/events', statusCode: 302 },
    // a loop an editor made by mistake: Decoupled Router leaves it alone and resolves the path
    { source: 'loop-a', language: LANGUAGE_NOT_SPECIFIED, target: 'internal:/loop-b', statusCode: 301 },
    { source: 'loop-b', language: LANGUAGE_NOT_SPECIFIED, target: 'internal:/loop-a', statusCode: 301 },
    // to another site
    {
      source: 'weibo',
      language: LANGUAGE_NOT_SPECIFIED,
      target: 'https://weibo.com/harbourbaytheatre',
      statusCode: 302,
    },
  ];
  for (const redirect of redirects) addRedirect(ctx, redirect);
}
