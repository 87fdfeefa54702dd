import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_IMAGE_SIZES, richTextImageSrcset } from '@/lib/images/rich-text-image';

/**
 * CMS rich text is sanitized once, inside the cached readers, before it is rendered with
 * dangerouslySetInnerHTML. Only presentational markup, links and images survive; scripts, event
 * handlers, javascript:/data: URLs and embeds are removed.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'caption',
      'span',
      'div',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:\/\//.test(attribs.href ?? '');
        return {
          tagName,
          attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
        };
      },
      img: (tagName, given) => {
        // An editor's own srcset is dropped: it could point anywhere, and ours covers the CMS's files.
        const attribs = Object.fromEntries(
          Object.entries(given).filter(([name]) => name !== 'srcset' && name !== 'sizes'),
        );
        const width = /^\d+$/.test(attribs.width ?? '') ? Number(attribs.width) : undefined;
        const srcset = richTextImageSrcset(attribs.src ?? '', width);
        const responsive: Record<string, string> = srcset ? { srcset, sizes: RICH_TEXT_IMAGE_SIZES } : {};
        return { tagName, attribs: { ...attribs, ...responsive, loading: 'lazy', decoding: 'async' } };
      },
    },
  });
}
