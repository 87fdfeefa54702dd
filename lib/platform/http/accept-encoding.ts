/**
 * Which of `offered` (in the server's order of preference) a request's `Accept-Encoding` takes
 * best, or null for the bytes as they are. As the `compression` middleware's negotiator reads it:
 * no header means identity only; `q=0` refuses a coding; `*` stands for every coding not named;
 * identity, when not named, ranks below every named coding, and wins only when named above them.
 */
export function preferredEncoding<T extends string>(
  header: string | string[] | undefined,
  offered: readonly T[],
): T | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.split(';').map((text) => text.trim().toLowerCase());
    if (!name) continue;
    const q = params.map((param) => /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    // a coding named twice counts at its best
    weights.set(name, Math.max(weights.get(name) ?? 0, weight));
  }
  if (weights.size === 0) return null;
  const weightOf = (coding: string) =>
    weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  let best: T | null = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  const identity = weights.get('identity');
  return identity !== undefined && identity > bestWeight ? null : best;
}
