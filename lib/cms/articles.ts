import 'server-only';
import { cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/routing';
import type { Article, NewsTeaser } from './types';
import { earlierNewsQuery } from './list-queries';
import { settle, unwrap } from './outcome';
import { processedText, type RawNode } from './raw';
import { fileRef, imageRef, nodesOf, reshapeNewsTeaser, reshapeShowTeaser, termName } from './reshape/teasers';
import { sanitizeRichText } from './sanitize';
import { tags } from './tags';
import { cmsRequest, deserialize } from './transport';
import { getNodeDocument } from './node-document';

type ArticleType = 'news' | 'art_education';

const fieldsOf: Record<
  ArticleType,
  { poster: string; video: string; pdf: string; body: string; type: string; reco: string }
> = {
  news: {
    poster: 'field_news_poster',
    video: 'field_news_video',
    pdf: 'field_news_pdf',
    body: 'field_news_content',
    type: 'field_news_type',
    reco: 'field_news_recommendation',
  },
  art_education: {
    poster: 'field_art_edu_poster',
    video: 'field_art_edu_video',
    pdf: 'field_art_edu_pdf',
    body: 'field_art_edu_content',
    type: 'field_art_edu_theme',
    reco: 'field_art_edu_recommendation',
  },
};

function reshapeArticle(node: RawNode, type: ArticleType, locale: Locale): Article {
  const f = fieldsOf[type];
  return {
    id: node.id,
    title: node.title ?? '',
    subtitle: typeof node.field_art_edu_subtitle === 'string' ? node.field_art_edu_subtitle : '',
    created: node.created ?? null,
    typeName: termName(node[f.type]),
    poster: imageRef(node[f.poster], node.title),
    video: fileRef(node[f.video]),
    pdf: fileRef(node[f.pdf]),
    bodyHtml: sanitizeRichText(processedText(node[f.body])),
    recommendations: nodesOf(node[f.reco]).map((n) => reshapeShowTeaser(n, locale)),
  };
}

async function readArticle(locale: Locale, type: ArticleType, uuid: string) {
  'use cache';
  cacheTag(tags.node(uuid));
  return settle(async () => {
    const document = await getNodeDocument(locale, type, uuid);
    return reshapeArticle(deserialize<RawNode>(document), type, locale);
  });
}

/** A news or arts-education article with poster, video, PDF and recommended shows. */
export async function getArticle(locale: Locale, type: ArticleType, uuid: string): Promise<Article> {
  return unwrap(await readArticle(locale, type, uuid), `/node/${type}/${uuid}`);
}

async function readEarlierNews(locale: Locale, created: string, excludeId: string) {
  'use cache';
  cacheTag(tags.list('news'));
  return settle(async () => {
    const document = await cmsRequest('/node/news', { locale, query: earlierNewsQuery(created) });
    return deserialize<RawNode[]>(document)
      .filter((node) => node.id !== excludeId)
      .map((node) => reshapeNewsTeaser(node, locale));
  });
}

/** The two latest news items created before the given one (spec: created less than, limit 2). */
export async function getEarlierNews(locale: Locale, created: string | null, excludeId: string): Promise<NewsTeaser[]> {
  if (!created) return [];
  return unwrap(await readEarlierNews(locale, created, excludeId), '/node/news?earlier');
}
