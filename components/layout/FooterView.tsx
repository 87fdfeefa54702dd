'use client';

import type { MenuEntry } from '@/lib/cms/types';
import { FooterMenu } from './FooterMenu';
import styles from './Footer.module.css';

export type FooterViewProps = {
  contact: { heading: string; lines: string[] };
  menu: { label: string; items: MenuEntry[] };
  follow: { heading: string; socials: { key: string; qrCode: string; alt: string; name: string }[] };
  common: { label: string; items: MenuEntry[] };
  copyright: string;
};

/**
 * The footer's markup, drawn from its words and menus (Footer.tsx gathers them on the server). A
 * client component on purpose: its markup is then part of the shared script, cached once, not
 * carried as elements in every page's RSC payload (5.6 kB as elements, 1.2 kB as these props).
 * The server still renders it into the HTML, complete without JavaScript.
 */
export function FooterView({ contact, menu, follow, common, copyright }: FooterViewProps) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {contact.heading}
          </h2>
          <address className={styles.address}>
            {contact.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
        <FooterMenu items={menu.items} label={menu.label} layout="columns" />
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {follow.heading}
          </h2>
          <ul className={styles.qrs}>
            {follow.socials.map((social) => (
              <li key={social.key}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no resizing */}
                <img src={social.qrCode} alt={social.alt} width={96} height={96} loading="lazy" />
                <span>{social.name}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <FooterMenu items={common.items} label={common.label} layout="row" />
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
