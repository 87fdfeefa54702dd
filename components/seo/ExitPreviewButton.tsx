'use client';

import type { FormEvent } from 'react';

/**
 * Leaves preview and comes back to the same page: the form says which page (the Referer cannot,
 * as the site sends only its origin). Without JavaScript it returns to the home page.
 */
export function ExitPreviewButton({ label, locale, className }: { label: string; locale: string; className?: string }) {
  function rememberPage(event: FormEvent<HTMLFormElement>) {
    const to = event.currentTarget.elements.namedItem('to');
    if (to instanceof HTMLInputElement) to.value = `${window.location.pathname}${window.location.search}`;
  }
  return (
    <form method="post" action="/api/draft/exit" onSubmit={rememberPage}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="to" value="" />
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
