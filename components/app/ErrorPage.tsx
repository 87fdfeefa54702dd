import { Link } from '@/lib/i18n/navigation';
import styles from './ErrorPage.module.css';

type Props = {
  title: string;
  text?: string;
  homeLabel: string;
  code?: number;
  children?: React.ReactNode;
};

/** The body of every error page: a title, what to do, and a way home (the visitor's language's home page). */
export function ErrorPage({ title, text, homeLabel, code, children }: Props) {
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
        <Link href="/" className={styles.home}>
          {homeLabel}
        </Link>
      </p>
    </section>
  );
}
