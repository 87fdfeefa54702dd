'use client';

import { useTranslations } from 'next-intl';
import { PaymentResult } from '@/components/checkout/PaymentResult';
import { useOrder } from '@/lib/bff/client/hooks/account';
import { useMember } from '@/lib/bff/client/hooks/session';
import type { Locale } from '@/lib/i18n/routing';
import { MembershipCard } from '../MembershipCard';
import { Coupons } from './Coupons';
import { Medals } from './Medals';
import { OpenPointsAccount } from './OpenPointsAccount';
import { OrderDetail } from './OrderDetail';
import { OrdersList } from './OrdersList';
import { PersonalInformation } from './PersonalInformation';
import { PinPassword } from './PinPassword';
import { PointRecords } from './PointRecords';
import { ProfileGate } from './ProfileGate';
import { ProfileNav } from './ProfileNav';
import type { ProfileSection } from './sections';
import styles from './Profile.module.css';

type Props = { locale: Locale; section: ProfileSection; orderToken?: string };

/** The member's account, rendered in the browser only (per-user data, never cached). */
export function ProfileApp({ locale, section, orderToken }: Props) {
  return (
    <ProfileGate>
      <ProfileLayout locale={locale} section={section} orderToken={orderToken} />
    </ProfileGate>
  );
}

function ProfileLayout({ locale, section, orderToken }: Props) {
  const t = useTranslations('Profile');
  const profile = useMember().data;
  const main = (
    <section className={styles.main} aria-labelledby="profile-title">
      {orderToken && <OrderPaymentResult orderToken={orderToken} />}
      <h1 id="profile-title" className={styles.title}>
        {t(section)}
      </h1>
      {section === 'orders' &&
        (orderToken ? <OrderDetail locale={locale} orderToken={orderToken} /> : <OrdersList locale={locale} />)}
      {section === 'coupons' && <Coupons locale={locale} />}
      {section === 'points' && (
        <>
          <OpenPointsAccount />
          <PointRecords locale={locale} dataType={1} />
        </>
      )}
      {section === 'growth' && <PointRecords locale={locale} dataType={2} />}
      {section === 'medals' && <Medals locale={locale} />}
      {section === 'personalInformation' && <PersonalInformation />}
      {section === 'pin' && <PinPassword />}
    </section>
  );
  const sidebar = (
    <aside className={styles.sidebar}>
      {profile?.userToken && <MembershipCard profile={profile} />}
      <ProfileNav current={section} />
    </aside>
  );
  // One order (where the payment page returns): the result and the tickets come before the card
  // and the menu, on a phone too; a wide screen still shows the menu on the left.
  return orderToken ? (
    <div className={`container ${styles.layout} ${styles.layoutMainFirst}`}>
      {main}
      {sidebar}
    </div>
  ) : (
    <div className={`container ${styles.layout}`}>
      {sidebar}
      {main}
    </div>
  );
}

/** Back from the payment page: what happened, first on the page. */
function OrderPaymentResult({ orderToken }: { orderToken: string }) {
  const order = useOrder(orderToken).data;
  return order ? <PaymentResult status={order.status} /> : null;
}
