import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from '@/components/layout/Logo';
import { ShareLinks } from '@/components/shows/ShareLinks';
import { theatre } from '@/lib/theatre';
import { withIntl } from './support/intl';

/**
 * WCAG 2.5.3 Label in Name (issue 46): each control's accessible name starts with the words it
 * shows, so a voice-control user can say what they see. Shown words are the control's text outside
 * `.visually-hidden`; spaces and case do not count.
 */
const words = (text: string) => text.toLowerCase().replace(/\s+/g, '');

function shownText(control: HTMLElement): string {
  const copy = control.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden, [aria-hidden="true"]').forEach((el) => el.remove());
  return copy.textContent ?? '';
}

describe.each(['en', 'zh-hans'] as const)('named by what they show (%s)', (locale) => {
  it('the logo link shows the mark and is named by it, then the theatre', () => {
    render(withIntl(<Logo />, locale));
    const link = screen.getByRole('link', { name: new RegExp(`^${theatre.mark}\\s*${theatre.name[locale]}$`) });
    expect(link.getAttribute('aria-label')).toBeNull();
    expect(words(shownText(link))).toContain(words(theatre.mark));
  });

  it("the share controls' names start with the mark they show and say where they share", () => {
    render(withIntl(<ShareLinks path="/events/show/x" title="Hamlet" />, locale));
    const where =
      locale === 'en'
        ? ['Share on Facebook', 'Share on Twitter', 'Share on Weibo', 'Share on WeChat']
        : ['分享到 Facebook', '分享到 Twitter', '分享到微博', '分享到微信'];
    const controls = [...screen.getAllByRole('link'), screen.getByRole('button')];
    expect(controls).toHaveLength(4);
    controls.forEach((control, i) => {
      const name = control.textContent ?? '';
      expect(control.getAttribute('aria-label')).toBeNull();
      const shown = shownText(control);
      expect(shown.trim()).not.toBe('');
      expect(words(name).startsWith(words(shown))).toBe(true);
      expect(name).toContain(where[i]);
    });
  });
});
