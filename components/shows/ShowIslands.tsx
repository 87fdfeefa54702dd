'use client';

import dynamic from 'next/dynamic';

/*
 * The show page's interactive parts: every content page is one route (chosen by content type), and
 * without this their code (live prices and stock, the buy flow, sharing, the detail tabs) would
 * load with the home page and every article too. Only a page that shows them loads them; all are
 * still rendered on the server. They come from one module (show-parts.ts), so the page fetches
 * one script for all of them, not one each: every script a page loads costs its request and its
 * response's headers.
 */
export const BuyBox = dynamic(() => import('./show-parts').then((m) => m.BuyBox));
export const DetailTabs = dynamic(() => import('./show-parts').then((m) => m.DetailTabs));
export const ReplaceUrl = dynamic(() => import('./show-parts').then((m) => m.ReplaceUrl));
export const ShareLinks = dynamic(() => import('./show-parts').then((m) => m.ShareLinks));
export const ShowPrices = dynamic(() => import('./show-parts').then((m) => m.ShowPrices));
export const ShowTags = dynamic(() => import('./show-parts').then((m) => m.ShowTags));
