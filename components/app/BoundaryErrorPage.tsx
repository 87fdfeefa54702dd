'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { titleWithSiteName } from '@/lib/seo/title';
import { theatre } from '@/lib/theatre';
import { BareShell } from './BareShell';
import { ErrorPage } from './ErrorPage';

type Props = {
  code: 403 | 404 | 500;
  title: 'forbiddenTitle' | 'notFoundTitle' | 'serverErrorTitle';
  text: 'forbiddenText' | 'notFoundText' | 'contactAdmin';
  children?: ReactNode;
};

/**
 * The page of Next's error boundaries under the layout (app/[locale]/error, not-found, forbidden),
 * which the browser draws: the bare shell, the error and the way home, in the layout's client
 * messages. A client component on purpose: Next puts the not-found and forbidden boundaries into
 * the inline payload of every page under the layout, where a client component is only a
 * reference. The boundary files themselves stay server files (but error.tsx, which Next requires
 * to be a client one), so that every page loads one script for all of them, not one for each.
 * The routes' own 404 page is NotFoundPage, server-rendered with its status.
 */
export function BoundaryErrorPage({ code, title, text, children }: Props) {
  const locale = useLocale();
  const t = useTranslations('Errors');
  const tc = useTranslations('Common');
  return (
    <BareShell>
      {/* a client boundary has no metadata of its own: React puts this title in the head */}
      <title>{titleWithSiteName(t(title), theatre.name[locale])}</title>
      <ErrorPage code={code} title={t(title)} text={t(text)} homeLabel={tc('backToHome')}>
        {children}
      </ErrorPage>
    </BareShell>
  );
}
