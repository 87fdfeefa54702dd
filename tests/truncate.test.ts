// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, plainText, truncate } from '@/lib/text/truncate';

const len = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length;

describe('truncate (spec section 9)', () => {
  it('leaves a summary of 180 characters or fewer unchanged', () => {
    const text = 'a'.repeat(180);
    expect(truncate(text)).toBe(text);
    expect(truncate('短文本')).toBe('短文本');
  });

  it('cuts a summary above 180 characters to 177 plus "..."', () => {
    const text = 'b'.repeat(181);
    const cut = truncate(text, 'summary');
    expect(cut).toBe('b'.repeat(177) + ELLIPSIS);
    expect(cut.length).toBe(180);
  });

  it('counts Chinese characters one each and never breaks one', () => {
    const text = '海湾大剧院'.repeat(40); // 200 characters
    const cut = truncate(text);
    expect(cut.endsWith('...')).toBe(true);
    expect(len(cut)).toBe(180);
    expect(cut.slice(0, 177)).toBe(text.slice(0, 177));
  });

  it('never cuts a surrogate pair or an emoji sequence in half', () => {
    const text = 'x'.repeat(176) + '😀👩‍👩‍👧🎭' + 'y'.repeat(10);
    const cut = truncate(text);
    expect(cut).toBe('x'.repeat(176) + '😀' + ELLIPSIS);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('cuts at 176 for the short variant', () => {
    expect(truncate('c'.repeat(176), 'short')).toBe('c'.repeat(176));
    expect(truncate('c'.repeat(177), 'short')).toBe('c'.repeat(176) + ELLIPSIS);
  });

  it('cuts an education description above 180 with a 3-character ellipsis', () => {
    const cut = truncate('d'.repeat(300), 'education');
    expect(cut).toBe('d'.repeat(177) + '...');
    expect(truncate('d'.repeat(180), 'education')).toBe('d'.repeat(180));
  });

  it('copes with empty input and strips HTML for plain summaries', () => {
    expect(truncate(null)).toBe('');
    expect(truncate('')).toBe('');
    expect(plainText('<p>Hello&nbsp;<strong>world</strong></p><p>again</p>')).toBe('Hello world again');
  });
});
