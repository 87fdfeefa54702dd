// @ts-check
/**
 * The longest chain of backend calls of one render where each call started only after the one
 * before it had ended: its length is the number of round trips the render waits for one after
 * another. Calls made in parallel overlap and add no depth.
 * @template {{ start: number, end: number }} Call
 * @param {Call[]} calls
 * @returns {Call[]}
 */
export function criticalPath(calls) {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const best = sorted.map(() => ({ length: 1, prev: -1 }));
  for (let i = 0; i < sorted.length; i++) {
    for (let j = 0; j < i; j++) {
      if (sorted[j].end <= sorted[i].start && best[j].length + 1 > best[i].length) {
        best[i] = { length: best[j].length + 1, prev: j };
      }
    }
  }
  let end = -1;
  for (let i = 0; i < sorted.length; i++) if (end < 0 || best[i].length > best[end].length) end = i;
  /** @type {Call[]} */
  const chain = [];
  for (let i = end; i >= 0; i = best[i].prev) chain.unshift(sorted[i]);
  return chain;
}
