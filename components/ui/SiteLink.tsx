import Link from 'next/link';
import type { ReactNode } from 'react';
import { isNodeSystemPath } from '@/lib/url/node-system-path';

type Props = { href: string; className?: string; 'aria-current'?: 'page'; children: ReactNode };

/**
 * A link to a page of this site. A node's system path (`/node/12`) is a plain link, loaded as a
 * whole page: the proxy answers it with a redirect to the node's alias, which only a page load
 * follows (lib/proxy/node-system-path.ts).
 */
export function SiteLink({ href, children, ...attributes }: Props) {
  if (isNodeSystemPath(href)) {
    return (
      <a href={href} {...attributes}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...attributes}>
      {children}
    </Link>
  );
}
