import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { profileMetadata } from '@/components/member/profile/metadata';
import { ProfilePage } from '@/components/member/profile/ProfilePage';
import { readSession } from '@/lib/auth/session';
import { isLocale, localizedPath } from '@/lib/i18n/routing';
import { TicketingError } from '@/lib/ticketing/errors';
import { getOrder, ORDER_TOKEN_PATTERN } from '@/lib/ticketing/orders';
import { loginHref } from '@/lib/url/local-path';

/** One placeholder for the build; real order tokens render on request. */
export function generateStaticParams() {
  return [{ orderToken: 'order' }];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/profile/orders/[orderToken]'>): Promise<Metadata> {
  return profileMetadata((await params).locale, 'orders');
}

/**
 * One order of the member. The session is on the server, so the page asks the ticketing API
 * first: a token that is not an order of this member's (or not an order token at all) is a 404,
 * not a page shell (issue 23); a guest goes to the login page and comes back. When the API cannot
 * answer, the page renders and its list says so with "Try again".
 */
export default async function ProfileOrderPage({ params }: PageProps<'/[locale]/profile/orders/[orderToken]'>) {
  const { locale, orderToken } = await params;
  if (!isLocale(locale) || !ORDER_TOKEN_PATTERN.test(orderToken)) notFound();
  const session = readSession(await cookies());
  if (!session) redirect(loginHref(locale, localizedPath(locale, `/profile/orders/${orderToken}`)));
  try {
    await getOrder(session.token, locale, orderToken);
  } catch (error) {
    if (error instanceof TicketingError && error.isRefusal) notFound();
  }
  return <ProfilePage locale={locale} section="orders" orderToken={orderToken} />;
}
