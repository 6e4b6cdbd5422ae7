import styles from './character-counter.module.css';

/** "123/5000", red once over the limit. */
export function CharacterCounter({ used, max }: { used: number; max: number }) {
  return (
    <span className={`${styles.counter} ${used > max ? styles.over : ''}`}>
      {used}/{max}
    </span>
  );
}
