import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/**
 * The benchmarks' floor: a root layout of its own (outside `[locale]`), so the floor page carries
 * nothing of the site: no providers, no messages, no styles. `npm run bench` and
 * `npm run lighthouse` measure every page beside it, in the same run, so that whatever the site
 * adds on top of Next itself shows as a ratio.
 */
export const metadata: Metadata = {
  title: 'Floor',
  robots: { index: false, follow: false },
};

export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
