import { sanitizeRichText } from '@/lib/cms/sanitize';

/** The candidates a browser may pick from, as [url, width]. */
function candidates(html: string): Array<[string, number]> {
  const template = document.createElement('template');
  template.innerHTML = html;
  const img = template.content.querySelector('img');
  return (img?.getAttribute('srcset') ?? '')
    .split(',')
    .filter(Boolean)
    .map((c) => {
      const [url, w] = c.trim().split(/\s+/);
      return [url, Number(w.replace('w', ''))];
    });
}

describe('images in CMS rich text', () => {
  const upload =
    '<p><img src="/sites/default/files/gallery/swan-lake-1.jpg" alt="On stage" width="1600" height="1067"></p>';

  it('offers a phone resized copies of a large upload, never wider than the original', () => {
    const html = sanitizeRichText(upload);
    expect(candidates(html)).toEqual([
      ['/image?op=scale&url=/sites/default/files/gallery/swan-lake-1.jpg&width=640', 640],
      ['/image?op=scale&url=/sites/default/files/gallery/swan-lake-1.jpg&width=750', 750],
      ['/image?op=scale&url=/sites/default/files/gallery/swan-lake-1.jpg&width=1080', 1080],
      ['/image?op=scale&url=/sites/default/files/gallery/swan-lake-1.jpg&width=1400', 1400],
      ['/sites/default/files/gallery/swan-lake-1.jpg', 1600],
    ]);
    const img = new DOMParser().parseFromString(html, 'text/html').querySelector('img')!;
    expect(img.getAttribute('sizes')).toBe('(max-width: 767px) 100vw, 920px');
    // the original stays the src, for browsers without srcset and for anyone who saves the image
    expect(img.getAttribute('src')).toBe('/sites/default/files/gallery/swan-lake-1.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it("leaves small uploads, images of unknown width and other sites' images as they are", () => {
    for (const markup of [
      '<img src="/sites/default/files/logo.png" alt="Logo" width="320" height="120">',
      '<img src="/sites/default/files/a.jpg" alt="A">',
      '<img src="https://elsewhere.example/a.jpg" alt="A" width="2000" height="1000">',
    ]) {
      const html = sanitizeRichText(markup);
      expect(html).not.toContain('srcset');
      expect(html).not.toContain('sizes');
    }
  });

  it('drops a srcset or sizes the editor wrote, which could point anywhere', () => {
    const html = sanitizeRichText(
      '<img src="https://elsewhere.example/a.jpg" srcset="https://tracker.example/p.gif 1w" sizes="1px" alt="A">',
    );
    expect(html).toBe('<img src="https://elsewhere.example/a.jpg" alt="A" loading="lazy" decoding="async" />');
  });
});
