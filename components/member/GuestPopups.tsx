'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type MouseEvent } from 'react';
import { FetchStatus } from '@/components/ui/FetchStatus';
import { UserIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import { ChevronIcon } from './ChevronIcon';
import { usePopover } from './usePopover';
import styles from './HeaderPopups.module.css';

// The login form (with its validation code) loads only when a guest opens the popup, not with
// every page's header; pointing at the login link or the toggle starts loading it.
const loadLoginForm = () => import('./LoginForm');
const LoginForm = dynamic(() => loadLoginForm().then((m) => m.LoginForm), {
  ssr: false,
  loading: () => <FetchStatus status="loading" />,
});
const preload = () => void loadLoginForm();

const BENEFITS = ['benefit1', 'benefit2', 'benefit3', 'benefit4', 'benefit5', 'benefit6', 'benefit7'] as const;
const DESKTOP = '(min-width: 992px)';
const isDesktop = () => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP).matches;

/**
 * Guests: the login / register pair in words where the header has room for it, and the account
 * icon with "Login" written under it (the words of the pair stand in for it where they show). On
 * wide screens the icon is a button that opens the guest popup (the login form with a register
 * link, and the sign-up teaser), as the login word does; on phones it links to the login page.
 */
export function GuestPopups() {
  const t = useTranslations('Member');
  const th = useTranslations('Header');
  const { open, setOpen, close, buttonRef, panelRef, panelId } = usePopover<HTMLElement>();
  const [wide, setWide] = useState(false);

  const toggle = (event: MouseEvent<HTMLElement>) => {
    buttonRef.current = event.currentTarget;
    setWide(isDesktop());
    setOpen((v) => !v);
  };

  const openFromLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || !isDesktop()) return;
    event.preventDefault();
    const again = open && buttonRef.current === event.currentTarget;
    buttonRef.current = event.currentTarget;
    setWide(true);
    setOpen(!again);
  };

  // Focus the form's first field once it is there (it may still be loading when the popup opens).
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !wide || !panel) return;
    const focusField = () => {
      const input = panel.querySelector('input');
      input?.focus();
      return Boolean(input);
    };
    if (focusField()) return;
    const observer = new MutationObserver(() => {
      if (focusField()) observer.disconnect();
    });
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open, wide, panelRef]);

  const label = (
    <>
      <UserIcon size={20} />
      <span className={styles.caption}>{th('login')}</span>
    </>
  );

  return (
    <span className={styles.wrap}>
      <span className={styles.pair} data-testid="guest-pair">
        <Link
          href="/login"
          prefetch={false}
          className={styles.word}
          onClick={openFromLink}
          onPointerEnter={preload}
          onFocus={preload}
          data-testid="header-login"
        >
          {th('login')}
        </Link>
        <span aria-hidden="true">/</span>
        <Link href="/register" className={styles.word} prefetch={false} data-testid="header-register">
          {th('register')}
        </Link>
      </span>
      {/* wide screens: opens the popup (the login form, register, the benefits) */}
      <button
        type="button"
        className={styles.account}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="teaser-toggle"
      >
        {label}
        <ChevronIcon size={12} />
      </button>
      {/* phones: the login page */}
      <Link href="/login" prefetch={false} className={styles.accountLink} data-testid="account-icon">
        {label}
      </Link>
      <div className={styles.panel} ref={panelRef} id={panelId} hidden={!open} data-testid="guest-popup">
        {open && wide && (
          <section aria-label={t('loginPopup')} data-testid="login-popup" className={styles.loginPart}>
            <h2 className={styles.panelTitle}>{t('loginTitle')}</h2>
            <LoginForm compact onSuccess={() => close(false)} />
          </section>
        )}
        <section data-testid="signup-teaser">
          <h2 className={styles.panelTitle}>{t('teaserTitle')}</h2>
          <ul className={styles.benefits}>
            {BENEFITS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <div className={styles.ctaRow}>
            <Link href="/benefits" className={styles.cta} onClick={() => close(false)}>
              {t('seeBenefits')}
            </Link>
            {!wide && (
              <>
                <Link href="/login" className={styles.ctaSecondary} onClick={() => close(false)} prefetch={false}>
                  {th('login')}
                </Link>
                <Link href="/register" className={styles.ctaSecondary} onClick={() => close(false)} prefetch={false}>
                  {th('register')}
                </Link>
              </>
            )}
          </div>
        </section>
      </div>
    </span>
  );
}
