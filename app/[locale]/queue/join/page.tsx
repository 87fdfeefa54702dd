import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BareShell } from '@/components/app/BareShell';
import { ClientMessages } from '@/components/app/ClientMessages';
import { QueueLine } from '@/components/queue/QueueLine';
import { QueueNoScript } from '@/components/queue/QueueNoScript';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/queue/join'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Queue' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The page the edge gives a crowd when a waiting room is full (ops/varnish/site.vcl), at the
 * address each visitor asked for: static, the same for everyone, kept at the edge. Its script
 * takes the visitor's number and follows their place; without JavaScript, a button does.
 */
export default async function QueueJoinPage({ params }: PageProps<'/[locale]/queue/join'>) {
  const locale = await pageLocale(params);
  return (
    <BareShell>
      <ClientMessages locale={locale} namespaces={['Queue']}>
        <QueueLine initial={null} scope={null} to={null} />
      </ClientMessages>
      <QueueNoScript view={null} scope={null} locale={locale} />
    </BareShell>
  );
}
