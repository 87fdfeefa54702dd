/**
 * Drupal's system path of a node (`/node/12`, `/en/node/12`, with any query or fragment): where a
 * link field's `entity:node/12` leads.
 */
export function isNodeSystemPath(href: string): boolean {
  return /^(?:\/en)?\/node\/\d+(?:[?#]|$)/.test(href);
}
