'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { displayName, type Member } from '@/lib/ticketing/types';
import { cardStyle } from './card-style';
import styles from './MembershipCard.module.css';

const CardCodes = dynamic(() => import('./CardCodes'), { ssr: false });

/** The member's card: name, token, level, phone and address; the back shows QR and barcode. */
export function MembershipCard({ profile }: { profile: Member }) {
  const t = useTranslations('Member');
  const [back, setBack] = useState(false);
  const style = cardStyle(profile.userLevel);
  const token = profile.userToken;
  return (
    <section
      className={`${styles.card} ${style ? styles[style] : ''}`}
      aria-label={t('card')}
      data-testid="membership-card"
      data-card-style={style ?? 'none'}
    >
      {back ? (
        <div>
          <CardCodes token={token} qrLabel={t('qrCode', { token })} barcodeLabel={t('barcode', { token })} />
        </div>
      ) : (
        <div>
          <p className={styles.level}>{profile.levelName}</p>
          <p className={styles.name} data-testid="card-name">
            {displayName(profile)}
          </p>
          <dl className={styles.details}>
            <div>
              <dt>{t('cardNumber')}</dt>
              <dd data-testid="card-token">{token}</dd>
            </div>
            {profile.userTel && (
              <div>
                <dt>{t('phone')}</dt>
                <dd>{profile.userTel}</dd>
              </div>
            )}
            {profile.userAddress && (
              <div>
                <dt>{t('address')}</dt>
                <dd>{profile.userAddress}</dd>
              </div>
            )}
          </dl>
        </div>
      )}
      <button type="button" className={styles.flip} onClick={() => setBack((v) => !v)} aria-pressed={back}>
        {back ? t('flipToFront') : t('flipToBack')}
      </button>
    </section>
  );
}
