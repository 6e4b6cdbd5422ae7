import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { checkClass, controlClass, Field, fieldAria } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import styles from '../../components/admin.module.css';
import { GIFT_FAILED, useRecordOfflineGift } from '../api/record-offline-gift';
import { fieldErrors, offlineGiftSchema, type OfflineGiftInput } from '../lib/schemas';

const empty: OfflineGiftInput = { amount: '', donorName: '', anonymous: false, message: '' };

/** Records a gift received offline; it counts at once and the audit trail says an admin recorded it. */
export function OfflineGiftForm({ campaignId }: { campaignId: string }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordOfflineGift();
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
      aria-label="Record a donation"
    >
      {record.isSuccess && (
        <Alert tone="success">
          Donation of {formatUsd(record.data.amount)} from{' '}
          {record.data.anonymous || !record.data.donorName ? 'Anonymous' : record.data.donorName}{' '}
          recorded.{' '}
          <Link to={paths.adminCampaign.getHref(campaignId)}>See it in the audit trail</Link>
        </Alert>
      )}
      {record.isError && <Alert tone="error">{errorMessage(record.error, GIFT_FAILED)}</Alert>}
      <p className={styles.formIntro}>
        For a gift received outside the site, such as cash or a bank transfer. It counts towards the
        goal at once, and the audit trail shows that an admin recorded it.
      </p>
      <Field id="gift-amount" label="Amount (USD)" error={errors.amount} required>
        <input
          {...fieldAria('gift-amount', errors.amount)}
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
        label="Donor name"
        error={errors.donorName}
        required={!values.anonymous}
      >
        <input
          {...fieldAria('gift-donorName', errors.donorName)}
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
        <span>Anonymous (the backer's name is not shown)</span>
      </label>
      <Field
        id="gift-message"
        label="Message (optional)"
        error={errors.message}
        hint="Up to 500 characters."
      >
        <textarea
          {...fieldAria('gift-message', errors.message, true)}
          className={controlClass}
          maxLength={500}
          rows={4}
          value={values.message}
          onChange={(event) => set({ message: event.target.value })}
        />
      </Field>
      <div className={styles.formActions}>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Recording...' : 'Record Donation'}
        </Button>
      </div>
    </form>
  );
}
