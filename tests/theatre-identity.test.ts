// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import zh from '@/messages/zh-hans.json';
import { getTheatreFacts } from '@/lib/seo/theatre-facts';
import { theatre, theatreAddress } from '@/lib/theatre';

const SITE = 'http://localhost:3000';
const publicFile = (path: string) => readFileSync(join(process.cwd(), 'public', path));

/** width and height of a PNG (IHDR) or a JPEG (first SOF marker) */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let at = 2; at < bytes.length;) {
    const marker = bytes.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('not a PNG or JPEG');
}

describe("the theatre's identity (lib/theatre.ts)", () => {
  it('is what the structured data says about the theatre, with its logo and image on the site itself', () => {
    for (const locale of ['zh-hans', 'en'] as const) {
      const facts = getTheatreFacts(locale);
      expect(facts).toMatchObject({
        name: theatre.name[locale],
        description: theatre.description[locale],
        telephone: theatre.phone,
        streetAddress: theatre.address.street[locale],
        addressLocality: theatre.address.locality[locale],
        addressCountry: theatre.address.country,
      });
      // files of the site, not paths only one CMS has (another Drupal would answer 404)
      expect(facts.logo).toBe(`${SITE}${theatre.images.logo.path}`);
      expect(facts.image).toBe(`${SITE}${theatre.images.shareImage.path}`);
    }
    expect(theatreAddress('en')).toBe('88 Harbour Bay Avenue, Shanghai');
    expect(theatreAddress('zh-hans')).toBe('上海市海湾大道 88 号');
  });

  it('ships its own images in public/, at the sizes it declares', () => {
    for (const image of Object.values(theatre.images)) {
      expect(image.path, image.path).toMatch(/^\/static\//);
      expect(imageSize(publicFile(image.path)), image.path).toEqual({ width: image.width, height: image.height });
    }
    for (const social of theatre.socials) expect(publicFile(social.qrCode).toString()).toContain('<svg');
  });

  it('is spelled out in one place: no message names the theatre, its phone or its address', () => {
    const identity = [
      theatre.name.en,
      theatre.name['zh-hans'],
      theatre.phone,
      theatre.address.street.en,
      theatre.address.street['zh-hans'].replace(/\s/g, ''),
    ];
    for (const messages of [en, zh]) {
      const text = JSON.stringify(messages).replace(/\s/g, '');
      for (const value of identity) expect(text, value).not.toContain(value.replace(/\s/g, ''));
    }
  });
});
