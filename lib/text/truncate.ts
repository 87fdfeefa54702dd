/**
 * The truncation rules of spec section 9, in one place.
 *
 * - `summary`: texts above 180 characters are cut to 177 plus '...' (180 in all). Also the news
 *   snippet limit (180).
 * - `short`: the variant that cuts at 176 (176 characters plus '...').
 * - `education`: the education description, 180 with a 3-character ellipsis (177 + '...').
 *
 * Characters are user-perceived characters (grapheme clusters), so a cut never splits a surrogate
 * pair, an emoji sequence or a letter from its combining mark, and Chinese counts one per
 * character.
 */
export type TruncateRule = 'summary' | 'short' | 'education';

const rules: Record<TruncateRule, { limit: number; keep: number }> = {
  summary: { limit: 180, keep: 177 },
  short: { limit: 176, keep: 176 },
  education: { limit: 180, keep: 177 },
};

export const ELLIPSIS = '...';

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

function characters(text: string): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (s) => s.segment);
  return Array.from(text);
}

/** Cuts `text` by a rule of spec section 9; text within the limit comes back unchanged. */
export function truncate(text: string | null | undefined, rule: TruncateRule = 'summary'): string {
  if (!text) return '';
  const { limit, keep } = rules[rule];
  const chars = characters(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, keep).join('').trimEnd() + ELLIPSIS;
}

/** Plain text of an HTML fragment (for summaries built from rich text). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
