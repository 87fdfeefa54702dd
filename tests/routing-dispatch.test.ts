import { describe, expect, it } from 'vitest';
import { bottomBarFor, pageComponents } from '@/components/content/registry';
import { contentTypes, isContentType } from '@/lib/cms/includes';
import { slugToPath } from '@/lib/cms/load-route';

describe('alias dispatch', () => {
  it('has a page component for every content type of the routing principle', () => {
    expect([...contentTypes].sort()).toEqual(
      [
        'homepage',
        'news',
        'art_education',
        'art_education_landing',
        'project',
        'about_us',
        'facilities',
        'sponsor',
        'festival',
        'festival_project',
        'education',
        'landing_page',
      ].sort(),
    );
    for (const type of contentTypes) expect(pageComponents[type], type).toBeTypeOf('function');
  });

  it('treats any other bundle as not a page', () => {
    expect(isContentType('advertisement')).toBe(false);
    expect(isContentType('user_panel')).toBe(false);
    expect(isContentType('page')).toBe(false);
  });

  it('turns catch-all segments into the alias path', () => {
    expect(slugToPath(undefined)).toBe('/');
    expect(slugToPath([])).toBe('/');
    expect(slugToPath(['news', '2026', 'opening'])).toBe('/news/2026/opening');
    expect(slugToPath(['%E6%96%B0%E9%97%BB'])).toBe('/新闻');
    expect(slugToPath(['%E0%A4%A'])).toBe('/%E0%A4%A'); // malformed escapes are kept, not thrown
  });
});

describe('bottom bar rules', () => {
  it('shows on content pages except shows, marking home on the home page', () => {
    expect(bottomBarFor('homepage')).toBe('home');
    expect(bottomBarFor('news')).toBe('other');
    expect(bottomBarFor('about_us')).toBe('other');
    expect(bottomBarFor('project')).toBe(false);
    expect(bottomBarFor('festival_project')).toBe(false);
  });
});
