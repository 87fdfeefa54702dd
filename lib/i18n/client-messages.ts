import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces the client components of every page use: the header (account, cart,
 * login popup and its form, the hold on an order's seats), sliders, loading and error states. The
 * rest stays on the server.
 */
export const baseNamespaces = ['Common', 'Header', 'Hold', 'Errors', 'Validation', 'Member', 'ContentUi'] as const;

/**
 * Namespaces only some pages' client components use. Those pages add them around their islands
 * with <ClientMessages> (components/app), so the other pages do not carry them (the messages
 * travel in every page's HTML: the checkout's alone were 4.6 kB).
 */
export type PageNamespace =
  | 'Shows'
  | 'SeatFeatures'
  | 'AccessKinds'
  | 'ShowCard'
  | 'Search'
  | 'Profile'
  | 'Cart'
  | 'Checkout'
  | 'Queue'
  | 'OnSale';

export function clientMessages(
  messages: AbstractIntlMessages,
  extra: readonly PageNamespace[] = [],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const ns of [...baseNamespaces, ...extra]) {
    if (messages[ns] !== undefined) picked[ns] = messages[ns];
  }
  return picked;
}
