/**
 * Festival programme cards alternate their vertical alignment on a 4-step cycle: in the two-column
 * grid the first row reads high-low, the second low-high, and so on (a chequerboard), so
 * `index % 4` alone decides a card's offset.
 */
export type CardAlignment = 'raised' | 'lowered';

const cycle: readonly CardAlignment[] = ['raised', 'lowered', 'lowered', 'raised'];

export function festivalCardAlignment(index: number): CardAlignment {
  return cycle[((index % 4) + 4) % 4];
}
