import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { checkClass, controlClass, Field, fieldAria } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useRuleMessage } from '@/lib/i18n/rule-messages';
import { useFormatUsd } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { DONATION_MESSAGE_MAX } from '@harambee/rules';
import styles from '../../components/admin.module.css';
import { useRecordOfflineGift } from '../api/record-offline-gift';
import { fieldErrors, offlineGiftSchema, type OfflineGiftInput } from '../lib/schemas';

const empty: OfflineGiftInput = { amount: '', donorName: '', anonymous: false, message: '' };

/** Records a gift received offline; it counts at once and the audit trail says an admin recorded it. */
export function OfflineGiftForm({ campaignId }: { campaignId: string }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordOfflineGift();
  const t = useT();
  const usd = useFormatUsd();
  const rule = useRuleMessage();
  const shown = rule.errors(errors);
  const set = (patch: Partial<OfflineGiftInput>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    const parsed = offlineGiftSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      document.getElementById(`gift-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    record.mutate({ campaignId, gift: parsed.data }, { onSuccess: () => setValues(empty) });
  };

  return (
    <form
      className={`${styles.panel} ${styles.spaced}`}
      onSubmit={submit}
      noValidate
      aria-label={t('admin.offlineGift.label')}
    >
      {record.isSuccess && (
        <Alert tone="success">
          {t('admin.offlineGift.recorded', {
            amount: usd(record.data.amount),
            donor:
              record.data.anonymous || !record.data.donorName
                ? t('admin.offlineGift.anonymous')
                : record.data.donorName,
          })}{' '}
          <Link to={paths.adminCampaign.getHref(campaignId)}>
            {t('admin.offlineGift.seeInTrail')}
          </Link>
        </Alert>
      )}
      {record.isError && (
        <Alert tone="error">
          {rule.say(errorMessage(record.error, t('admin.offlineGift.failed')))}
        </Alert>
      )}
      <p className={styles.formIntro}>{t('admin.offlineGift.intro')}</p>
      <Field id="gift-amount" label={t('admin.offlineGift.amount')} error={shown.amount} required>
        <input
          {...fieldAria('gift-amount', shown.amount)}
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          className={controlClass}
          value={String(values.amount ?? '')}
          onChange={(event) => set({ amount: event.target.value })}
        />
      </Field>
      <Field
        id="gift-donorName"
        label={t('admin.offlineGift.donorName')}
        error={shown.donorName}
        required={!values.anonymous}
      >
        <input
          {...fieldAria('gift-donorName', shown.donorName)}
          className={controlClass}
          autoComplete="off"
          disabled={values.anonymous}
          value={values.donorName}
          onChange={(event) => set({ donorName: event.target.value })}
        />
      </Field>
      <label className={checkClass}>
        <input
          type="checkbox"
          checked={values.anonymous}
          onChange={(event) => set({ anonymous: event.target.checked })}
        />
        <span>{t('admin.offlineGift.anonymousChoice')}</span>
      </label>
      <Field
        id="gift-message"
        label={t('admin.offlineGift.message')}
        error={shown.message}
        hint={t('admin.offlineGift.messageHint', { max: DONATION_MESSAGE_MAX })}
      >
        <textarea
          {...fieldAria('gift-message', shown.message, true)}
          className={controlClass}
          maxLength={DONATION_MESSAGE_MAX}
          rows={4}
          value={values.message}
          onChange={(event) => set({ message: event.target.value })}
        />
      </Field>
      <div className={styles.formActions}>
        <Button type="submit" disabled={record.isPending}>
          {t(record.isPending ? 'admin.offlineGift.recording' : 'admin.offlineGift.submit')}
        </Button>
      </div>
    </form>
  );
}
