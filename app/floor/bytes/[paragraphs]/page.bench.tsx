import { notFound } from 'next/navigation';

/**
 * A static page of any size: the bench's same-bytes floor. `npm run bench` measures each page
 * beside a page like this one of the same HTML size (it finds the number of paragraphs that gives
 * it), as static and as untouched by the site as /floor: what a page costs beyond its bytes is the
 * site's own doing. Rendered on first visit, then served from the cache like any static page.
 */
export function generateStaticParams() {
  return [{ paragraphs: '150' }];
}

const text = (i: number) =>
  `第 ${i + 1} 段：海湾大剧院的演出季包括歌剧、芭蕾、音乐剧、话剧与音乐会，观众可在线选座购票。` +
  ` Paragraph ${i + 1}: the season brings opera, ballet, musicals, drama and concerts; members book seats online.`;

// Its props are typed by hand: Next's route types know the floor pages only in a BENCH_FLOOR build.
export default async function BytesFloorPage({ params }: { params: Promise<{ paragraphs: string }> }) {
  const count = Number((await params).paragraphs);
  if (!Number.isInteger(count) || count < 1 || count > 2000) notFound();
  return (
    <main>
      <h1>{`Floor, ${count} paragraphs`}</h1>
      {Array.from({ length: count }, (_, i) => (
        <section key={i}>
          <h2>{`Section ${i + 1}`}</h2>
          <p>{text(i)}</p>
        </section>
      ))}
    </main>
  );
}
