'use client';

import dynamic from 'next/dynamic';

/*
 * The show page's interactive parts, each a chunk of its own: every content page is one route
 * (chosen by content type), and without this their code (live prices and stock, the buy flow,
 * sharing, the detail tabs) would load with the home page and every article too. Only a page that
 * shows them loads them; all are still rendered on the server.
 */
export const BuyBox = dynamic(() => import('./BuyBox').then((m) => m.BuyBox));
export const DetailTabs = dynamic(() => import('./DetailTabs').then((m) => m.DetailTabs));
export const ReplaceUrl = dynamic(() => import('./ReplaceUrl').then((m) => m.ReplaceUrl));
export const ShareLinks = dynamic(() => import('./ShareLinks').then((m) => m.ShareLinks));
export const ShowPrices = dynamic(() => import('./ShowStatus').then((m) => m.ShowPrices));
export const ShowTags = dynamic(() => import('./ShowStatus').then((m) => m.ShowTags));
