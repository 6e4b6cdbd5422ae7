import { useIntl } from 'react-intl';
import styles from './ledger.module.css';

/** The ledger pages' heading and what the ledger is, in a sentence. */
export function LedgerIntro({ title }: { title: string }) {
  const intl = useIntl();
  return (
    <header className={styles.intro}>
      <h1>{title}</h1>
      <p>{intl.formatMessage({ id: 'ledger.intro' })}</p>
    </header>
  );
}
