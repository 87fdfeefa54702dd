/**
 * The floor's same-size twin: as static and as untouched by the site as /floor, but about as heavy
 * as the home page (~110 kB of HTML, half of it the RSC payload, like any App Router page). `npm run
 * bench` shows each page beside it too, which tells how much of a page's cost is the bytes it sends
 * rather than anything the site does per request.
 */
const PARAGRAPHS = 150;

const text = (i: number) =>
  `第 ${i + 1} 段：海湾大剧院的演出季包括歌剧、芭蕾、音乐剧、话剧与音乐会，观众可在线选座购票。` +
  ` Paragraph ${i + 1}: the season brings opera, ballet, musicals, drama and concerts; members book seats online.`;

export default function HeavyFloorPage() {
  return (
    <main>
      <h1>Floor, 110 kB</h1>
      {Array.from({ length: PARAGRAPHS }, (_, i) => (
        <section key={i}>
          <h2>{`Section ${i + 1}`}</h2>
          <p>{text(i)}</p>
        </section>
      ))}
    </main>
  );
}
