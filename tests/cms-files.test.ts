// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { imageFile } from '@/lib/cms/reshape/files';
import { fileRef, imageRef } from '@/lib/cms/reshape/teasers';

// File relationships as Jsona gives them: the identifier's meta (alt, size) as resourceIdObjMeta.
const poster = {
  id: 'f1',
  filename: 'turandot.jpg',
  filemime: 'image/jpeg',
  uri: { value: 'public://posters/turandot.jpg', url: '/sites/default/files/posters/turandot.jpg' },
  resourceIdObjMeta: { alt: 'Turandot poster', width: 600, height: 800 },
};

describe('CMS images and files', () => {
  it('a page image and a teaser image read the same alt text, url and size', () => {
    expect(imageFile(poster)).toEqual({ url: poster.uri.url, alt: 'Turandot poster', width: 600, height: 800 });
    expect(imageRef(poster)).toEqual({ url: poster.uri.url, alt: 'Turandot poster', width: 600, height: 800 });
  });

  it('an image without alt text takes the given one; an unknown size is null for teasers, 0 for pages', () => {
    const bare = { uri: { url: '/sites/default/files/x.png' } };
    expect(imageRef(bare, 'Hamlet')).toEqual({
      url: '/sites/default/files/x.png',
      alt: 'Hamlet',
      width: null,
      height: null,
    });
    expect(imageFile(bare, 'Hamlet')).toEqual({
      url: '/sites/default/files/x.png',
      alt: 'Hamlet',
      width: 0,
      height: 0,
    });
  });

  it('an empty or broken relationship is no image', () => {
    for (const value of [null, undefined, 'x', {}, { uri: {} }, { uri: { url: '' } }]) {
      expect(imageRef(value)).toBeNull();
      expect(fileRef(value)).toBeNull();
    }
  });

  it('a file keeps its name and type, and takes its name from the url when the CMS sent none', () => {
    expect(fileRef(poster)).toEqual({ url: poster.uri.url, filename: 'turandot.jpg', mime: 'image/jpeg' });
    expect(fileRef({ uri: { url: '/sites/default/files/docs/guide.pdf' } })).toEqual({
      url: '/sites/default/files/docs/guide.pdf',
      filename: 'guide.pdf',
      mime: '',
    });
  });
});
