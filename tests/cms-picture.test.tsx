import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CmsPicture } from '@/components/ui/CmsPicture';
import cmsImageLoader from '@/lib/images/loader';
import { largestPaint } from '@/lib/images/largest-paint';

const POSTER = '/sites/default/files/2026-09/poster.jpg';

/**
 * Server-rendered, as a page's first HTML carries it. The site's loader is next.config's
 * `loaderFile`; vitest has no Next build, so the test hands the same loader over as a prop.
 */
function serverHtml(props: Omit<ComponentProps<typeof CmsPicture>, 'url' | 'alt'> & { alt?: string }) {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(<CmsPicture url={POSTER} alt="" loader={cmsImageLoader} {...props} />);
  return { img: root.querySelector('img')!, preload: root.querySelector('link[rel="preload"]') };
}

/** Each srcset candidate as the image service reads it. */
function candidates(srcSet: string) {
  return srcSet.split(', ').map((entry) => new URL(entry.split(' ')[0], 'https://theatre.test').searchParams);
}

describe('CmsPicture', () => {
  it('asks the image service for the crop, at every width of the srcset', () => {
    const { img } = serverHtml({ crop: { width: 1584, height: 891 }, alt: 'Poster', sizes: '800px' });
    expect(img).toHaveAttribute('alt', 'Poster');
    // the rendered size is the crop's unless the caller gives another
    expect(img).toHaveAttribute('width', '1584');
    expect(img).toHaveAttribute('height', '891');
    expect(img).toHaveAttribute('sizes', '800px');
    const asked = candidates(img.getAttribute('srcset')!);
    expect(asked.length).toBeGreaterThan(1);
    for (const params of asked) {
      expect(params.get('op')).toBe('scale_and_crop');
      expect(params.get('url')).toBe(POSTER);
      expect(Number(params.get('height'))).toBe(Math.round((Number(params.get('width')) * 891) / 1584));
    }
    expect(img.getAttribute('src')).toContain('op=scale_and_crop');
  });

  it('scales an image without a crop as it is, at the size the caller gives', () => {
    const { img } = serverHtml({ width: 180, height: 60, sizes: '120px' });
    expect(img).toHaveAttribute('width', '180');
    for (const params of candidates(img.getAttribute('srcset')!)) {
      expect(params.get('op')).toBe('scale');
      expect(params.get('height')).toBeNull();
    }
  });

  it('is lazy and not preloaded unless it is the largest paint', () => {
    const { img, preload } = serverHtml({ crop: { width: 600, height: 420 }, sizes: '280px', ...largestPaint(false) });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(preload).toBeNull();
  });

  it('as the largest paint: eager, high priority, and preloaded with its srcset and sizes', () => {
    const { img, preload } = serverHtml({ crop: { width: 1200, height: 400 }, sizes: '100vw', ...largestPaint(true) });
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(preload).toHaveAttribute('as', 'image');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload).toHaveAttribute('imagesizes', '100vw');
    expect(preload).toHaveAttribute('imagesrcset', img.getAttribute('srcset'));
    expect(preload!.getAttribute('imagesrcset')).toContain('op=scale_and_crop');
  });

  it('fills its box without a width or height of its own', () => {
    const { img } = serverHtml({ crop: { width: 2400, height: 1600 }, fill: true, sizes: '100vw' });
    expect(img).not.toHaveAttribute('width');
    expect(img).not.toHaveAttribute('height');
    expect(img.getAttribute('srcset')).toContain('height=');
  });
});
