import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import { advertQuery } from './list-queries';
import { settle, unwrap } from './outcome';
import type { RawNode } from './raw';
import { reshapeAdvert } from './reshape/teasers';
import { tags } from './tags';
import type { Advert } from './types';
import { cmsRequest, deserialize } from './transport';

async function readAdverts(locale: Locale) {
  'use cache';
  cacheTag(tags.list('advertisement'));
  return settle(async () => {
    const document = await cmsRequest('/node/advertisement', { locale, query: advertQuery });
    return deserialize<RawNode[]>(document).map((node) => reshapeAdvert(node, locale));
  });
}

/** The adverts of the sidebars (newest first). */
export async function getAdverts(locale: Locale): Promise<Advert[]> {
  return unwrap(await readAdverts(locale), '/node/advertisement');
}
