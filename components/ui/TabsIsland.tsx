'use client';

import dynamic from 'next/dynamic';

/**
 * The tabs as the content pages' server components draw them: their code loads with a page that
 * shows tabs (about us, facilities, sponsor, education, benefits), still rendered on the server.
 * Drawn from a server file directly, Turbopack put them in the scripts every page shares.
 */
export const Tabs = dynamic(() => import('./Tabs').then((m) => m.Tabs));
