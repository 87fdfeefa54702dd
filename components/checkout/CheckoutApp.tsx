'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useZodForm } from '@/components/forms/useZodForm';
import { useCart } from '@/lib/bff/client/hooks/cart';
import { optionsOf, useCheckoutQuote, useSubmitOrder } from '@/lib/bff/client/hooks/checkout';
import { useMember } from '@/lib/bff/client/hooks/session';
import { Link } from '@/lib/i18n/navigation';
import { formatPrice } from '@/lib/shows/rules';
import { refusalOf } from '@/lib/ticketing/errors';
import { payHref, paymentReturnUrl } from '@/lib/url/payment';
import { useCheckoutAttempt, useCheckoutMemory, useRememberedGateway } from '@/lib/stores/checkout-memory';
import { checkoutIssues, viewersFormSchema, viewersToSend } from '@/lib/validation/checkout';
import { CartLines } from '../cart/CartLines';
import { IssueList } from '../cart/IssueList';
import { MemberGate } from '@/components/member/MemberGate';
import buttonStyles from '@/components/ui/buttons.module.css';
import pageStyles from '@/components/ui/purchase-page.module.css';
import { CouponPicker, DiscountCodeField } from './Discounts';
import { GatewayPicker } from './GatewayPicker';
import { bringTo, CHECKOUT_SECTIONS, firstSection, issuesOf } from './issue-focus';
import { NoticeDialog } from './NoticeDialog';
import { OrderSummary } from './OrderSummary';
import { PointsRedeem } from './PointsRedeem';
import { ViewersForm } from './ViewersForm';
import styles from './Checkout.module.css';

/** /checkout: for members only; a guest goes to the login page and comes back. */
export function CheckoutApp() {
  return (
    <MemberGate>
      <Checkout />
    </MemberGate>
  );
}

export function Checkout() {
  const t = useTranslations('Checkout');
  const tc = useTranslations('Common');
  const locale = useLocale();
  useCheckoutMemory();
  const cart = useCart();
  const account = useMember();
  const submitOrder = useSubmitOrder();
  // after an order is made the page goes to the payment page: the button stays busy until it does
  const submitting = submitOrder.isPending || submitOrder.isSuccess;
  const items = (cart.data ?? []).filter((i) => i.available);
  const { shopping, grouped, quote, applied, pending, apply } = useCheckoutQuote(items);
  const lines = items.map((i) => ({ ...i }));
  // the page brings the visitor to the first problem (bringTo), which may lie above the viewers
  const viewerForm = useZodForm(
    viewersFormSchema(lines, (issue) => t(`issue_${issue}`)),
    { viewers: {} },
    { shouldFocusError: false },
  );
  const viewers = useWatch({ control: viewerForm.control, name: 'viewers' });
  const [tried, setTried] = useState(false);
  /** each press of Pay with something missing: the visitor is brought to it once it is drawn */
  const [missingAt, setMissingAt] = useState(0);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const missingRef = useRef<ReturnType<typeof firstSection>>(null);

  useEffect(() => {
    if (missingAt && missingRef.current) bringTo(missingRef.current);
  }, [missingAt]);

  if (cart.isPending)
    return (
      <p className={pageStyles.state} role="status">
        {tc('loading')}
      </p>
    );
  if (cart.isError && !cart.data) {
    return (
      <div className={`container ${pageStyles.page}`}>
        <div className={pageStyles.errors} role="alert" data-testid="cart-load-error">
          <p>{t('confirmationFailed')}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void cart.refetch()}>
            {tc('retry')}
          </button>
        </div>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={`container ${pageStyles.page}`}>
        <h1 className={pageStyles.title}>{t('title')}</h1>
        <div className={pageStyles.empty} data-testid="checkout-empty">
          <p>{t('nothingToPay')}</p>
          <Link href="/cart" className={buttonStyles.primary}>
            {t('backToCart')}
          </Link>
        </div>
      </div>
    );
  }

  const idCardMasked = account.data?.idCardMasked ?? '';
  const order = {
    lines,
    idCardBound: account.data ? Boolean(idCardMasked) : true,
    viewers,
    payGateway: applied.payGateway,
  };
  // Every rule before the notice is confirmed: what is missing on the page. The notice's own rule is
  // no field to fix: it opens once nothing else is missing, and its confirmation is what the rules
  // are checked with once more before the order is sent (submit).
  const issues = checkoutIssues({ ...order, noticeConfirmed: false }).filter((issue) => issue !== 'noticeRequired');
  const ruleRefusal = shopping.isError ? refusalOf(shopping.error) : null;
  const loadFailed = (shopping.isError && !ruleRefusal) || (grouped.isError && !refusalOf(grouped.error));
  const quoteRefusal = grouped.isError ? refusalOf(grouped.error) : null;

  async function pay() {
    setTried(true);
    setSubmitError(null);
    // submitted, the viewers' form shows every field's problem (the form kit's rule), before the
    // visitor is brought to the first
    await viewerForm.handleSubmit(() => {})();
    if (issues.length > 0) {
      missingRef.current = firstSection(issues);
      setMissingAt((n) => n + 1);
      return;
    }
    if (ruleRefusal || !quote) return;
    setNoticeOpen(true);
  }

  async function submit(noticeConfirmed: boolean) {
    setNoticeOpen(false);
    if (inFlight.current || !applied.payGateway) return;
    if (checkoutIssues({ ...order, noticeConfirmed }).length > 0) return;
    inFlight.current = true;
    setSubmitError(null);
    const sent = viewersToSend(lines, viewers);
    const options = { ...optionsOf(applied), payGateway: applied.payGateway, viewers: sent };
    // the same attempt keeps its idempotency key across retries, so a lost answer never makes two orders
    const requestId = useCheckoutAttempt
      .getState()
      .idFor(JSON.stringify([items.map((i) => [i.superGoodId, i.goodCount]), options]));
    try {
      const goods = items.map(({ eventId, superGoodId, goodCount }) => ({ eventId, superGoodId, goodCount }));
      const order = await submitOrder.mutateAsync({ items: goods, options: { ...options, requestId } });
      useCheckoutAttempt.getState().forget();
      useRememberedGateway.getState().remember(options.payGateway);
      const back = paymentReturnUrl(window.location.origin, locale, order.orderToken);
      window.location.assign(order.payUrl ? payHref(order.payUrl, back) : back);
    } catch (error) {
      const refusal = refusalOf(error);
      setSubmitError(refusal ?? t('submitUnreachable'));
      inFlight.current = false;
    }
  }

  return (
    <div className={`container ${pageStyles.page}`} data-testid="checkout">
      <h1 className={pageStyles.title}>{t('title')}</h1>
      <div className={pageStyles.layout}>
        <div className={styles.main}>
          <section
            className={`${pageStyles.show} ${styles.section}`}
            aria-labelledby="checkout-tickets"
            id={CHECKOUT_SECTIONS.tickets}
          >
            <h2 id="checkout-tickets" className={styles.sectionTitle}>
              {t('tickets')}
            </h2>
            {tried && <IssueList issues={issuesOf('tickets', issues)} testId="tickets-issues" />}
            <CartLines items={items} />
            <p>
              <Link href="/cart">{t('editCart')}</Link>
            </p>
          </section>

          <ViewersForm
            items={items}
            idCardMasked={idCardMasked}
            form={viewerForm}
            issues={tried ? issuesOf('viewers', issues) : []}
          />

          <section
            className={`${pageStyles.show} ${styles.section}`}
            aria-labelledby="checkout-discounts"
            data-testid="discounts"
          >
            <h2 id="checkout-discounts" className={styles.sectionTitle}>
              {t('discounts')}
            </h2>
            <CouponPicker quote={quote} applied={applied} pending={pending} apply={apply} />
            <DiscountCodeField quote={quote} applied={applied} pending={pending} apply={apply} />
            <h3 className={styles.label}>{t('points')}</h3>
            <PointsRedeem quote={quote} applied={applied} pending={pending} apply={apply} />
          </section>

          <section
            className={`${pageStyles.show} ${styles.section}`}
            aria-labelledby="checkout-payment"
            id={CHECKOUT_SECTIONS.payment}
          >
            <h2 id="checkout-payment" className="visually-hidden">
              {t('paymentMethod')}
            </h2>
            <GatewayPicker applied={applied} pending={pending} apply={apply} showRequired={tried} />
          </section>
        </div>

        <aside className={pageStyles.summary} aria-labelledby="checkout-summary" data-testid="checkout-summary">
          <h2 id="checkout-summary" className={pageStyles.summaryTitle}>
            {t('summary')}
          </h2>
          {quote && <OrderSummary quote={quote} />}
          {!quote && shopping.isPending && <p role="status">{tc('loading')}</p>}
          <p className={pageStyles.note}>{t('unionPayNote')}</p>
          {loadFailed && (
            <p className={pageStyles.issues} role="alert" data-testid="confirmation-error">
              {t('confirmationFailed')}
            </p>
          )}
          {(ruleRefusal || quoteRefusal) && (
            <p className={pageStyles.issues} role="alert" data-testid="checkout-refusal">
              {ruleRefusal ?? quoteRefusal}
            </p>
          )}
          {tried && <IssueList issues={issues} testId="checkout-issues" />}
          {submitError && (
            <p className={pageStyles.issues} role="alert" data-testid="submit-error">
              {submitError}
            </p>
          )}
          <div className={pageStyles.checkoutBar}>
            <span className={pageStyles.barTotal} aria-hidden="true">
              {quote ? formatPrice(quote.payable) : ''}
            </span>
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={() => void pay()}
              disabled={submitting || !quote || grouped.isFetching || pending !== null}
              data-testid="pay"
            >
              {submitting ? t('submitting') : t('pay')}
            </button>
          </div>
        </aside>
      </div>
      <NoticeDialog open={noticeOpen} onClose={() => setNoticeOpen(false)} onConfirm={() => void submit(true)} />
    </div>
  );
}
