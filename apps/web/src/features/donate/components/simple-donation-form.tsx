import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { simpleDonationSchema, fieldErrors, type SimpleDonationInput } from '../schemas';
import { AmountPicker } from './amount-picker';
import { DonorFields } from './donor-fields';
import styles from './donate.module.css';
import { focusFirstError } from './focus-first-error';
import { PaymentModal, type PaymentOutcome, type PaymentRequest } from './payment-modal';

const emptyForm: SimpleDonationInput = { amount: '', donorName: '', anonymous: false, message: '' };
const fieldIds = { amount: 'donation-amount', donorName: 'donor-name', message: 'donation-message' };

/** The simpler variant: amount, name or anonymous, message; paid by card. */
export function SimpleDonationForm({ campaignId, onComplete }: { campaignId: string; onComplete: (outcome: PaymentOutcome) => void }) {
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const update = (patch: Partial<SimpleDonationInput>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = simpleDonationSchema.safeParse(values);
    if (!parsed.success) {
      return focusFirstError(fieldErrors(parsed.error), fieldIds, setErrors);
    }
    setErrors({});
    const { amount, message, anonymous, donorName } = parsed.data;
    setRequest({ method: 'creditCard', donation: { amount, campaignId, message, anonymous, donorName: anonymous ? '' : donorName } });
  };

  const complete = (outcome: PaymentOutcome) => {
    setRequest(null);
    setValues(emptyForm);
    onComplete(outcome);
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Donation">
        <AmountPicker value={values.amount} error={errors.amount} onChange={(amount) => update({ amount })} />
        <DonorFields values={values} errors={errors} onChange={update} />
        <Button type="submit" size="large" block>
          Continue to Payment
        </Button>
      </form>
      <PaymentModal request={request} onClose={() => setRequest(null)} onComplete={complete} />
    </>
  );
}
