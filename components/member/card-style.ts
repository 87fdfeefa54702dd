/** Card style by level (spec section 3): 2 and 3 'common', 4 'vip', anything else none. */
export function cardStyle(level: number): 'common' | 'vip' | null {
  if (level === 2 || level === 3) return 'common';
  if (level === 4) return 'vip';
  return null;
}
