import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import styles from './receipt.module.css';

/** Prints the receipt: printing hides the site around it and this button. */
export function PrintButton() {
  const t = useT();
  return (
    <Button className={styles.print} onClick={() => window.print()}>
      {t('receipt.print')}
    </Button>
  );
}
