import type { ReactNode } from 'react';
import styles from './MemberPage.module.css';

/** The framed page of the member forms (register, forgot password). */
export function MemberFormPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="member-form-title">
      <h1 id="member-form-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  );
}
