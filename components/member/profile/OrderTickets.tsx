'use client';

import { useTranslations } from 'next-intl';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import type { AccessByShow } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { orderLineAccess } from '@/lib/shows/access';
import { formatDateTime } from '@/lib/text/dates';
import type { Order } from '@/lib/ticketing/types';
import { AccessBadges } from '@/components/shows/access/AccessBadges';
import { SeatFeatureBadges } from '@/components/shows/seats/SeatFeatureBadges';
import { formatPrice } from '@/lib/shows/rules';
import { OrderFacts } from './OrderFacts';
import { entryTickets } from './order-tickets';
import { saveTicketsFile } from './save-tickets';
import styles from './OrderTickets.module.css';

/**
 * A paid order's tickets (the spec's order-code modal made real): each with its performance, seat
 * or zone, a QR entry code and how to enter. Printable (the page prints these alone), and savable
 * as one self-contained HTML file that opens without a network. An access performance's ticket
 * says so (captioned, relaxed...), as the show page does.
 */
export default function OrderTickets({
  order,
  locale,
  accessByShow,
}: {
  order: Order;
  locale: Locale;
  accessByShow: AccessByShow;
}) {
  const t = useTranslations('Profile');
  const list = useRef<HTMLOListElement | null>(null);
  const tickets = entryTickets(order);
  const when = order.showTime ? formatDateTime(order.showTime, locale) : null;
  return (
    <section className={styles.tickets} aria-labelledby="tickets-title" data-print="tickets">
      <h2 id="tickets-title" className={styles.ticketsTitle}>
        {t('ticketsTitle', { count: tickets.length })}
      </h2>
      <div className={styles.ticketActions}>
        <button type="button" className={styles.secondaryButton} onClick={() => window.print()}>
          {t('printTickets')}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() =>
            list.current &&
            saveTicketsFile(
              list.current,
              `${t('ticketsTitle', { count: tickets.length })} ${order.orderToken}`,
              `tickets-${order.orderToken}.html`,
              locale,
            )
          }
        >
          {t('saveTickets')}
        </button>
      </div>
      <ol className={styles.ticketList} ref={list}>
        {tickets.map((ticket) => (
          <li key={ticket.code} className={styles.ticket}>
            <article aria-label={t('ticketOf', { number: ticket.number, total: tickets.length })}>
              <p className={styles.ticketNumber}>{t('ticketOf', { number: ticket.number, total: tickets.length })}</p>
              <h3 className={styles.ticketShow}>{order.projectName}</h3>
              <OrderFacts
                facts={[
                  [t('showTime'), when],
                  [t('venue'), order.siteName],
                  [
                    ticket.seatLabel ? t('seat') : t('zone'),
                    `${ticket.seatLabel ?? (order.status === 'waitingSeat' ? t('seatToAssign') : t('generalAdmission'))} · ${formatPrice(ticket.price)}`,
                  ],
                ]}
              />
              <AccessBadges kinds={orderLineAccess(accessByShow, order, ticket)} />{' '}
              <SeatFeatureBadges features={ticket.features} />
              <div className={styles.ticketCode}>
                <QRCodeSVG
                  value={ticket.code}
                  size={144}
                  marginSize={2}
                  role="img"
                  aria-label={t('entryQr', { number: ticket.number })}
                />
                <p>
                  {t('entryCode')} <strong>{ticket.code}</strong>
                </p>
              </div>
              <p className={styles.ticketEntry}>{t('howToEnter')}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
