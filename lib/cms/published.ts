import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { RawNode } from './raw';
import { cmsRequest, deserialize } from './transport';
import type { PublishedNode } from './types';

const PAGE_LIMIT = 50;

type Doc = { links?: { next?: { href?: string } | string } };

/**
 * Every published node of a bundle in one language (the sitemap's list), following `links.next`
 * past a page (50 at most). A node without a translation in this language comes in its original,
 * as Drupal gives it (`langcode` says so).
 */
export async function publishedNodes(bundle: string, locale: Locale, pageLimit = PAGE_LIMIT): Promise<PublishedNode[]> {
  const fields = [
    'path',
    'langcode',
    'changed',
    'drupal_internal__nid',
    ...(bundle === 'landing_page' ? ['field_landing_type'] : []),
  ];
  const nodes: PublishedNode[] = [];
  for (let offset = 0; ; offset += pageLimit) {
    const document = await cmsRequest<Doc>(`/node/${bundle}`, {
      locale,
      query: {
        [`fields[node--${bundle}]`]: fields.join(','),
        sort: 'drupal_internal__nid',
        'page[limit]': pageLimit,
        'page[offset]': offset,
      },
    });
    nodes.push(...deserialize<RawNode[]>(document).map(reshapePublished));
    if (!document.links?.next) return nodes;
  }
}

function reshapePublished(node: RawNode): PublishedNode {
  return {
    uuid: node.id,
    langcode: node.langcode ?? null,
    // the node's alias, else Drupal's `/node/<nid>`
    path: node.path?.alias || (node.drupal_internal__nid ? `/node/${node.drupal_internal__nid}` : null),
    changed: typeof node.changed === 'string' ? node.changed : null,
    landingType: typeof node.field_landing_type === 'string' ? node.field_landing_type : null,
  };
}
