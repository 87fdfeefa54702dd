import type { LineStatus } from '@/lib/platform/waiting-room/line';
import { LINE_HINT_COOKIE } from '@/lib/platform/waiting-room/line-hint-cookie';

/** How old the door's word on the place may be for the page to show it rather than ask (ms). */
const HINT_FRESH_MS = 10_000;

/** The place the door gave this visitor a moment ago, read once (the cookie is dropped). */
export function takeLineHint(now: number): LineStatus | null {
  const prefix = `${LINE_HINT_COOKIE}=`;
  const raw = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(prefix));
  if (!raw) return null;
  document.cookie = `${LINE_HINT_COOKIE}=; path=/; max-age=0`;
  try {
    const hint = JSON.parse(atob(raw.slice(prefix.length).replace(/-/g, '+').replace(/_/g, '/'))) as LineStatus & {
      at: number;
    };
    return (hint.state === 'waiting' || hint.state === 'refused') && now - hint.at < HINT_FRESH_MS ? hint : null;
  } catch {
    return null;
  }
}
