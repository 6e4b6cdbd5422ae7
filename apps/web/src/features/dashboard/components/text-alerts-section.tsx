import { Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { type TextAlerts, useChooseTextAlerts, useTextAlerts } from '../api/text-alerts';
import styles from './dashboard.module.css';

const KINDS = ['gifts', 'payouts'] as const;

/** Two switches: a text for each gift, a text for each payout, to the phone of the account. */
export function TextAlertsSection({ userId }: { userId: string }) {
  const t = useT();
  const setting = useTextAlerts(userId);
  const choose = useChooseTextAlerts(userId);
  const shown: TextAlerts | undefined = choose.isPending
    ? choose.variables
    : setting.data?.textAlerts;
  const phone = setting.data?.phone;
  return (
    <section
      className={styles.section}
      aria-labelledby="text-alerts-heading"
      aria-busy={choose.isPending || setting.isPending}
    >
      <h2 id="text-alerts-heading">{t('creator.textAlerts.title')}</h2>
      {setting.isPending && <Loading />}
      {setting.isError && (
        <p role="alert" className={styles.logoutError}>
          {errorMessage(setting.error, t('creator.textAlerts.loadFailed'))}
        </p>
      )}
      {setting.data && (
        <p>{phone ? t('creator.textAlerts.phone', { phone }) : t('creator.textAlerts.noPhone')}</p>
      )}
      {shown &&
        KINDS.map((kind) => (
          <label key={kind} className={styles.switchRow}>
            <input
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={shown[kind]}
              disabled={!phone || choose.isPending}
              onChange={(event) => choose.mutate({ ...shown, [kind]: event.target.checked })}
            />
            <span>{t(`creator.textAlerts.${kind}`)}</span>
          </label>
        ))}
      <p role="status">
        {choose.isPending && t('creator.textAlerts.saving')}
        {choose.isSuccess && t('creator.textAlerts.saved')}
      </p>
      {choose.isError && (
        <p role="alert" className={styles.logoutError}>
          {errorMessage(choose.error, t('creator.textAlerts.saveFailed'))}
        </p>
      )}
    </section>
  );
}
