import Link from 'next/link';
import styles from './ErrorPage.module.css';

type Props = {
  title: string;
  text?: string;
  homeHref: string;
  homeLabel: string;
  code?: number;
  children?: React.ReactNode;
};

/** The body of every error page: a title, what to do, and a way home. */
export function ErrorPage({ title, text, homeHref, homeLabel, code, children }: Props) {
  return (
    <section className={`container ${styles.error}`} data-testid="error-page" data-code={code}>
      {code !== undefined && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1>{title}</h1>
      {text && <p>{text}</p>}
      {children}
      <p>
        <Link href={homeHref} className={styles.home}>
          {homeLabel}
        </Link>
      </p>
    </section>
  );
}
