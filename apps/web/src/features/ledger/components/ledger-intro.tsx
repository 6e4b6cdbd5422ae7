import styles from './ledger.module.css';

/** The ledger pages' heading and what the ledger is, in a sentence. */
export function LedgerIntro({ title }: { title: string }) {
  return (
    <header className={styles.intro}>
      <h1>{title}</h1>
      <p>
        Every gift, refund, fee and payout is published here, in order, in a log whose signed heads
        anyone can check. No names, emails or payment details are published. A donor's receipt names
        the entry of their gift and can verify it.
      </p>
    </header>
  );
}
