/**
 * A fully static page of the same build, reached without a rewrite (next.config's `notPages`) and
 * outside proxy.ts's matcher: the baseline of `npm run bench` and `npm run lighthouse`.
 */
export default function FloorPage() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A static page with nothing on it but Next itself: the benchmarks&apos; baseline.</p>
    </main>
  );
}
