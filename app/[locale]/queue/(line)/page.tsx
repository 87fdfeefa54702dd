import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { BareShell } from '@/components/app/BareShell';
import { QueueLine } from '@/components/queue/QueueLine';
import { QueueNoScript } from '@/components/queue/QueueNoScript';
import { pageLocale } from '@/lib/i18n/page-locale';
import { clientAddress } from '@/lib/platform/throttle/client-address';
import { describeLine } from '@/lib/queue/describe';
import { readVisitor } from '@/lib/platform/waiting-room/visitor';

export async function generateMetadata({ params }: PageProps<'/[locale]/queue'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Queue' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/**
 * /queue?scope=<room>&to=<page>: a visitor's place in a waiting room's line (docs/waiting-room.md).
 * The waiting room's door (lib/queue/gate.ts) shows it at the address the visitor asked for;
 * the ticketing routes' client comes here when a buying call was held. It updates itself
 * (components/queue/QueueLine.tsx), or without JavaScript reloads itself.
 */
export default async function QueuePage({ params, searchParams }: PageProps<'/[locale]/queue'>) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const scope = one(query.scope);
  const { view } = await describeLine(readVisitor(await cookies()), scope, one(query.to), locale, {
    join: false,
    from: clientAddress(await headers()),
  });
  return (
    <BareShell>
      <QueueLine initial={view} scope={scope} to={view.next} />
      <QueueNoScript view={view} scope={scope} locale={locale} />
    </BareShell>
  );
}
