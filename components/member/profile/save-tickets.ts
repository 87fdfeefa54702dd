/** The tickets' own look in the saved file (the site's stylesheets are not in it). */
const FILE_STYLE = `body{font-family:system-ui,sans-serif;margin:16px;color:#111}ol{list-style:none;padding:0;margin:0}
li{border:1px solid #999;border-radius:8px;padding:16px;margin:0 0 16px;break-inside:avoid}h3{margin:4px 0 8px}
dl{margin:0 0 12px}dl div{display:flex;gap:8px}dt{color:#555}dd{margin:0}svg{display:block}p{margin:4px 0}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/**
 * Saves the tickets as shown (their QR codes are inline SVG) as one HTML file with no script and
 * nothing to fetch, so it opens on this device without a network connection.
 */
export function saveTicketsFile(list: HTMLElement, title: string, fileName: string, lang: string): void {
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${FILE_STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${list.outerHTML}</body></html>`;
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
