import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EducationSections } from '@/components/content/education/EducationSections';
import type { EducationSection } from '@/lib/cms/types';
import { embedFromHtml, reshapeSection } from '@/lib/cms/reshape/education';
import type { RawNode } from '@/lib/cms/raw';
import { withIntl } from './support/intl';

const sections: EducationSection[] = [
  { kind: 'title', id: 'p1', title: 'Watch the course' },
  { kind: 'video-upload', id: 'p2', url: '/sites/default/files/videos/online-course.mp4', mime: 'video/mp4' },
  { kind: 'video-iframe', id: 'p3', src: 'https://player.example-video.com/embed/x', title: 'Stage lighting basics' },
  { kind: 'description', id: 'p4', html: '<p>Ten key words of opera.</p>' },
  {
    kind: 'image',
    id: 'p5',
    image: { url: '/sites/default/files/education/opera-101.jpg', alt: 'Opera 101', width: 2400, height: 800 },
  },
  { kind: 'unknown', id: 'p6', type: 'content_section_quiz' },
];

describe('EducationSections (paragraph renderer)', () => {
  it('renders every paragraph type, in order', () => {
    const { container } = render(withIntl(<EducationSections sections={sections} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Watch the course' })).toBeInTheDocument();

    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video?.querySelector('source')).toHaveAttribute('src', '/sites/default/files/videos/online-course.mp4');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');

    const frame = screen.getByTitle('Stage lighting basics');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://player.example-video.com/embed/x');

    expect(screen.getByText('Ten key words of opera.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Opera 101' })).toBeInTheDocument();
    expect(screen.getByText('There is no paragraph type for display.')).toBeInTheDocument();

    const order = Array.from(container.firstElementChild?.children ?? []).map((el) => el.tagName);
    expect(order).toEqual(['H2', 'DIV', 'DIV', 'DIV', 'IMG', 'P']);
  });

  it('says so in Chinese for an unknown paragraph type', () => {
    render(withIntl(<EducationSections sections={[{ kind: 'unknown', id: 'x', type: 'quiz' }]} />, 'zh-hans'));
    expect(screen.getByText('暂无可显示的段落类型。')).toBeInTheDocument();
  });
});

describe('education paragraphs from the CMS', () => {
  const paragraph = (type: string, fields: Record<string, unknown>): RawNode => ({
    type: `paragraph--${type}`,
    id: type,
    ...fields,
  });

  it('maps each paragraph type to a section', () => {
    expect(reshapeSection(paragraph('content_section_title', { field_title: 'Watch' }))).toEqual({
      kind: 'title',
      id: 'content_section_title',
      title: 'Watch',
    });
    expect(
      reshapeSection(
        paragraph('content_section_video', {
          field_list: 'upload',
          field_video: { uri: { url: '/sites/default/files/videos/a.mp4' }, filemime: 'video/mp4' },
        }),
      ),
    ).toMatchObject({ kind: 'video-upload', url: '/sites/default/files/videos/a.mp4', mime: 'video/mp4' });
    expect(
      reshapeSection(
        paragraph('content_section_video', {
          field_list: 'iframe',
          field_text_long:
            '<iframe src="https://player.example-video.com/embed/a?x=1&amp;y=2" title="A" width="960"></iframe>',
        }),
      ),
    ).toMatchObject({ kind: 'video-iframe', src: 'https://player.example-video.com/embed/a?x=1&y=2', title: 'A' });
    expect(
      reshapeSection(
        paragraph('content_section_description', {
          field_text: { processed: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
        }),
      ),
    ).toEqual({ kind: 'description', id: 'content_section_description', html: '<p>Hi</p>' });
    expect(
      reshapeSection(
        paragraph('content_section_image', {
          field_image: {
            uri: { url: '/sites/default/files/a.jpg' },
            resourceIdObjMeta: { alt: 'A', width: 2400, height: 800 },
          },
        }),
      ),
    ).toMatchObject({ kind: 'image', image: { url: '/sites/default/files/a.jpg', alt: 'A' } });
    expect(reshapeSection(paragraph('content_section_quiz', { field_question: '?' }))).toEqual({
      kind: 'unknown',
      id: 'content_section_quiz',
      type: 'content_section_quiz',
    });
  });

  it('keeps only an https iframe from an embed and never its other markup', () => {
    expect(embedFromHtml('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(embedFromHtml('<iframe src="http://player.example-video.com/embed/a"></iframe>')).toBeNull();
    expect(embedFromHtml('<iframe src="//player.example-video.com/embed/a"></iframe>')).toBeNull();
    expect(embedFromHtml('<script>alert(1)</script><img src=x onerror=alert(1)>')).toBeNull();
    expect(embedFromHtml(null)).toBeNull();
    expect(
      embedFromHtml(
        '<p>Watch</p><iframe src="https://player.example-video.com/embed/a" onload="alert(1)" title="A"></iframe>',
      ),
    ).toEqual({ src: 'https://player.example-video.com/embed/a', title: 'A' });
  });

  it('an iframe paragraph with an unsafe embed shows the unknown-type message rather than the embed', () => {
    const section = reshapeSection(
      paragraph('content_section_video', {
        field_list: 'iframe',
        field_text_long: '<iframe src="http://a.test"></iframe>',
      }),
    );
    expect(section.kind).toBe('unknown');
  });
});
