import { sanitizeRichText } from '@/lib/cms/sanitize';
import { forbiddenTags, xssCorpus } from './support/xss-corpus';

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'background', 'xlink:href', 'data', 'poster'];
const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/** Parses sanitized HTML the way a browser does and lists everything in it that could run code. */
function dangers(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const el of template.content.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (forbiddenTags.includes(tag)) found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style') found.push(`${tag}[style]`);
      if (URL_ATTRIBUTES.includes(name)) {
        const value = attr.value.trim();
        if (value.startsWith('//')) found.push(`${tag}[${name}] protocol-relative`);
        let url: URL;
        try {
          url = new URL(value, 'https://site.example/page');
        } catch {
          continue; // not a URL at all: nothing to follow
        }
        if (!SAFE_SCHEMES.includes(url.protocol)) found.push(`${tag}[${name}]=${url.protocol}`);
      }
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank' && !/noopener/.test(el.getAttribute('rel') ?? '')) {
      found.push('a[target=_blank] without rel=noopener');
    }
  }
  return found;
}

describe('rich-text sanitizer against the XSS corpus', () => {
  it.each(xssCorpus)('leaves nothing executable in %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(dangers(clean)).toEqual([]);
    expect(clean).not.toMatch(/javascript\s*:|vbscript\s*:|data\s*:\s*text/i);
    // parsing and sanitizing again changes nothing: no mutation left to exploit
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('the checker itself finds what it looks for', () => {
    expect(dangers('<img src=x onerror=alert(1)><a href="javascript:x">a</a><svg></svg>')).toEqual([
      'img[onerror]',
      'a[href]=javascript:',
      '<svg>',
    ]);
  });

  it('keeps the harmless part of hostile markup: text, safe links and images', () => {
    expect(sanitizeRichText('<p onclick="window.__xss=1" onmouseover="window.__xss=1">text</p>')).toBe('<p>text</p>');
    expect(sanitizeRichText('<a href="https://ok.example/" onclick="window.__xss=1">ok</a>')).toBe(
      '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(sanitizeRichText('<img src="/sites/default/files/a.jpg" alt="A" onerror="x()">')).toBe(
      '<img src="/sites/default/files/a.jpg" alt="A" loading="lazy" decoding="async" />',
    );
    expect(sanitizeRichText('<a href="javascript:window.__xss=1">js</a>')).toBe('<a>js</a>');
  });

  it('treats null, empty and plain text safely', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});
