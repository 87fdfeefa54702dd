import { connection } from 'next/server';
import type { ReactNode } from 'react';
import type { PageNamespace } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ClientMessages } from './ClientMessages';

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The layout of every member route folder (app/[locale]/{login,register,forgotpassword,profile,
 * cart,checkout}/layout.tsx), with the message namespaces its client components use beyond every
 * page's. Member pages carry a Content-Security-Policy with a fresh nonce per response (proxy.ts),
 * and Next puts that nonce only on the scripts it renders for the request: a prerendered static
 * shell keeps its scripts without one, and the browser refuses them. So these pages are rendered
 * whole at request time: `connection()` outside any Suspense boundary leaves no static shell, and
 * `instant = false` (exported by each layout file) tells Cache Components that this is on purpose.
 * They are private and never cached anyway.
 */
export function memberPageLayout(namespaces: PageNamespace[] = []) {
  return async function MemberPageLayout({ children, params }: LayoutProps) {
    await connection();
    const locale = await pageLocale(params);
    if (namespaces.length === 0) return children;
    return (
      <ClientMessages locale={locale} namespaces={namespaces}>
        {children}
      </ClientMessages>
    );
  };
}
