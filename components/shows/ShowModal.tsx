'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { MODAL_MEDIA } from './ShowCardLink';
import styles from './ShowModal.module.css';

const focusable =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

type Props = {
  projectId: string;
  href: string;
  /** the show's own page, and the words of the link to it */
  fullPage: { href: string; label: string };
  children: ReactNode;
};

/**
 * The projectDetail dialog: traps focus, Escape or the close button goes back to the earlier URL;
 * a link opens the show's full page (sharing, gallery, recommendations).
 */
export function ShowModal({ projectId, href, fullPage, children }: Props) {
  const t = useTranslations('Common');
  const router = useRouter();
  const dialogRef = useRef<HTMLDivElement>(null);
  // the modal belongs on the show's URL (inside the language): it closes itself when the visitor navigates on
  const open = usePathname() === href;

  const close = useCallback(() => router.back(), [router]);

  useEffect(() => {
    if (!open) return;
    // Only wide screens get the quick view; anywhere else the show URL is the full page.
    if (!window.matchMedia(MODAL_MEDIA).matches) {
      window.location.replace(window.location.href);
      return;
    }
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    dialog?.focus({ preventScroll: true });
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((el) => !el.closest('[hidden]'));
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      // back on the page it opened from, the focus returns to the card; gone on to another page
      // (the full page), that page's main area takes it (MainArea)
      if (previous?.isConnected && (previous.checkVisibility?.() ?? true)) previous.focus();
    };
  }, [open, close]);

  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && close()}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="show-modal-title"
        tabIndex={-1}
        data-testid="project-detail-modal"
        data-project-id={projectId}
      >
        <div className={styles.bar}>
          {/* a full load: the page then owns the URL (a show page writes its share URL, the quick
              view's own, into the history, and a soft navigation would bring this dialog back) */}
          <a href={fullPage.href} className={styles.fullPage}>
            {fullPage.label}
            <span aria-hidden="true"> →</span>
          </a>
          <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
