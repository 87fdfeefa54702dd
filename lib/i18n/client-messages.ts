import type { AbstractIntlMessages } from 'next-intl';

/** The message namespaces client components use; the rest stays on the server. */
export const clientNamespaces = ['Common', 'Header', 'Errors', 'Validation', 'Member', 'Profile', 'Shows', 'ContentUi', 'Search', 'ShowCard', 'Cart', 'Checkout'] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const ns of clientNamespaces) {
    if (messages[ns] !== undefined) picked[ns] = messages[ns];
  }
  return picked;
}
