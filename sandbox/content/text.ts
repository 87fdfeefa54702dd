/** plain text out of a formatted text field ({value, format, processed}) or a string */
export function plainText(v: unknown): string {
  let html = '';
  if (typeof v === 'string') html = v;
  else if (v && typeof v === 'object') {
    const o = v as { processed?: unknown; value?: unknown };
    html = String(o.processed ?? o.value ?? '');
  }
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
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

/** cuts at `max` characters with an ellipsis (the site's 180 / 177 + '...') */
export function truncate(text: string, max = 180): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 3).join('')}...` : text;
}
