// @vitest-environment node
import { undecodablePathPattern } from '@/lib/platform/security/undecodable';

const undecodable = new RegExp(`^${undecodablePathPattern}$`);

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

describe('the undecodable-path pattern of the rewrites', () => {
  it.each([
    ['%zz'],
    ['%'],
    ['%%'],
    ['100%'],
    ['%uFFFD'],
    ['%c0%af'],
    ['%c0%ae%c0%ae'],
    ['%ff%fe'],
    ['%e4%bd'],
    ['%80'],
    ['%e0%80%ae'],
    ['%ed%a0%80'],
    ['%F4%90%80%80'],
    ['news/%zz/x'],
    ['%E5%89%A7%E9%99'],
  ])('catches %s, which decodeURIComponent refuses', (path) => {
    expect(decodes(path)).toBe(false);
    expect(undecodable.test(path)).toBe(true);
  });

  it.each([
    ['news/season-2026-27'],
    ['%E5%89%A7%E9%99%A2'],
    ['%F0%9F%8E%AD'],
    ['%2e%2e%2f'],
    ['%00'],
    ['a%20b'],
    ['%C3%A9t%C3%A9'],
    ['%EF%BF%BD'],
    ['%F4%8F%BF%BF'],
    ['%ed%9f%bf'],
    ["'%20OR%201=1--"],
    ['{{7*7}}'],
  ])('lets %s through, which decodes', (path) => {
    expect(decodes(path)).toBe(true);
    expect(undecodable.test(path)).toBe(false);
  });

  it('agrees with decodeURIComponent on 20,000 random escape sequences', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pieces = [
      'a',
      '/',
      '-',
      '%',
      '%2',
      '%zz',
      '%41',
      '%7f',
      '%80',
      '%bf',
      '%c2',
      '%df',
      '%e0',
      '%a0',
      '%ed',
      '%9f',
      '%ef',
      '%f0',
      '%90',
      '%f4',
      '%8f',
      '%f5',
      '%E5%89%A7',
    ];
    for (let i = 0; i < 20_000; i++) {
      const path = Array.from(
        { length: 1 + Math.floor(rnd() * 5) },
        () => pieces[Math.floor(rnd() * pieces.length)],
      ).join('');
      expect(undecodable.test(path), path).toBe(!decodes(path));
    }
  });
});
