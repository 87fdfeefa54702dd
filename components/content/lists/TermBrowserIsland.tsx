'use client';

import dynamic from 'next/dynamic';

/**
 * The category tabs and paged lists (with their JSON:API client) are a chunk of their own: only
 * the news and arts-education landings load it, not every page of the content route. It is still
 * rendered on the server.
 */
export const TermBrowser = dynamic(() => import('./TermBrowser').then((m) => m.TermBrowser));
