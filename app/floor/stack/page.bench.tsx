import { StackFloor } from './StackFloor';

/**
 * The floor with the browser libraries the product owner's stack puts on every buying page, and
 * nothing of the site: React Query (a provider and one query) and next-intl (a provider and one
 * translated line). `scripts/bench/page-js.mjs` loads it beside the show page, so what the show
 * page adds on top of the stack itself shows apart from what the stack costs.
 */
export default function StackFloorPage() {
  return (
    <main>
      <h1>Stack floor</h1>
      <StackFloor />
    </main>
  );
}
