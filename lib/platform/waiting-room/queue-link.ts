/**
 * The header with which the ticketing routes tell the browser's client that the visitor is in a
 * waiting room's line (as Queue-it's connectors do with x-queueit-redirect): its value is the queue
 * page of that room, to which the client adds the page to come back to. Browser and server.
 */
export const QUEUE_HEADER = 'x-waiting-room';

/** The queue page's address for a visitor on `here` (a path of this site). */
export function queueAddress(queuePage: string, here: string): string | null {
  if (!/^\/(en\/)?queue\/join\?scope=[\w%:-]+$/.test(queuePage)) return null;
  return `${queuePage}&to=${encodeURIComponent(here)}`;
}
