'use client';

import { Link } from '@/lib/i18n/navigation';
import { useState, type ComponentProps } from 'react';

/**
 * A link prefetched when the visitor shows they may follow it (pointer over it, a touch, keyboard
 * focus) rather than as soon as it is on screen. For the links every page carries to pages with
 * code of their own (search, what's on): prefetching them on sight would load that code into
 * every page view on every phone; a touch still gives the prefetch a head start on the tap. `href`
 * is a path inside the visitor's language, as for the navigation Link.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(e) => {
        setIntent(true);
        onPointerEnter?.(e);
      }}
      onTouchStart={(e) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
    />
  );
}
