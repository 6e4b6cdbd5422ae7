import { useT } from '@/lib/i18n/use-t';
import { usePaymentSettings } from '../api/get-payment-settings';
import styles from './donate.module.css';

/** On every page of a server that takes only sandbox payments, so nobody believes a test gift is real. */
export function TestModeBanner() {
  const settings = usePaymentSettings();
  const t = useT();
  if (!settings.data?.testModeBanner) return null;
  return (
    <p className={styles.testModeBanner} role="note">
      {t('giving.testMode')}
    </p>
  );
}
