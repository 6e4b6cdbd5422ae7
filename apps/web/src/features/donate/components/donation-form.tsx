import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatUsd } from '@/lib/format';
import { backerPayload } from '../api/donation-payload';
import { donationSchema, fieldErrors, type DonationFormInput } from '../schemas';
import { AmountPicker } from './amount-picker';
import { DonorFields } from './donor-fields';
import styles from './donate.module.css';
import { focusFirstError } from './focus-first-error';
import { GivingOptions } from './giving-options';
import { PaymentModal, type PaymentOutcome, type PaymentRequest } from './payment-modal';

const emptyForm: DonationFormInput = {
  amount: '',
  donorName: '',
  anonymous: false,
  email: '',
  message: '',
  isRecurring: false,
  recurringInterval: 'monthly',
  dedicate: false,
  dedicationType: 'inHonor',
  dedicationName: '',
  paymentMethod: 'creditCard',
};

const fieldIds = { amount: 'donation-amount', donorName: 'donor-name', email: 'donor-email', message: 'donation-message', dedicationName: 'dedication-name' };

type Props = { campaignId: string; onComplete: (outcome: PaymentOutcome) => void };

/** Amount, donor, recurring and dedication; valid input opens the payment modal. */
export function DonationForm({ campaignId, onComplete }: Props) {
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const update = (patch: Partial<DonationFormInput>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = donationSchema.safeParse(values);
    if (!parsed.success) {
      return focusFirstError(fieldErrors(parsed.error), fieldIds, setErrors);
    }
    setErrors({});
    const backer = backerPayload(parsed.data, campaignId);
    setRequest(
      parsed.data.paymentMethod === 'bitcoin'
        ? { method: 'bitcoin', pledge: backer }
        : { method: 'creditCard', donation: { ...backer, paymentMethod: 'creditCard' } },
    );
  };

  const complete = (outcome: PaymentOutcome) => {
    setRequest(null);
    setValues(emptyForm);
    onComplete(outcome);
  };

  const amount = Number(values.amount);
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Donation">
        <AmountPicker value={values.amount} error={errors.amount} onChange={(value) => update({ amount: value })} />
        <DonorFields values={values} errors={errors} onChange={update} />
        <GivingOptions values={values} errors={errors} onChange={update} />
        <Button type="submit" size="large" block>
          {amount >= 1 ? `Donate ${formatUsd(amount, Number.isInteger(amount) ? 0 : 2)}` : 'Donate'}
        </Button>
      </form>
      <PaymentModal request={request} onClose={() => setRequest(null)} onComplete={complete} />
    </>
  );
}
