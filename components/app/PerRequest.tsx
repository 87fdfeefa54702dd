import { connection } from 'next/server';
import type { ReactNode } from 'react';

/**
 * The layout of every member route folder (app/[locale]/{login,register,forgotpassword,profile,
 * cart,checkout}/layout.tsx re-export it). Member pages carry a Content-Security-Policy with a fresh
 * nonce per response (proxy.ts), and Next puts that nonce only on the scripts it renders for the
 * request: a prerendered static shell keeps its scripts without one, and the browser refuses
 * them. So these pages are rendered whole at request time: `connection()` outside any Suspense
 * boundary leaves no static shell, and `instant = false` (exported by each layout file) tells Cache
 * Components that this is on purpose. They are private and never cached anyway.
 */
export default async function MemberPageLayout({ children }: { children: ReactNode }) {
  await connection();
  return children;
}
