import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/jsonld';

/** schema.org structured data for crawlers, server-rendered into the page. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  if (Array.isArray(data) && data.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
