import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { useRuleMessage } from '@/lib/i18n/rule-messages';
import { useT } from '@/lib/i18n/use-t';
import { checkSimpleDonation, type SimpleDonationInput } from '../form-checks';
import { AmountPicker } from './amount-picker';
import { DonorFields } from './donor-fields';
import styles from './donate.module.css';
import { focusFirstError } from '../lib/focus-first-error';
import { PaymentModal, type PaymentOutcome, type PaymentRequest } from './payment-modal';
import { useHostedCheckout } from '../hooks/use-hosted-checkout';

const emptyForm: SimpleDonationInput = { amount: '', donorName: '', anonymous: false, message: '' };
const fieldIds = {
  amount: 'donation-amount',
  donorName: 'donor-name',
  message: 'donation-message',
};

/** The simpler variant: amount, name or anonymous, message; paid by card (in the modal on the sandbox, else on the provider's page). */
export function SimpleDonationForm({
  campaignId,
  onComplete,
}: {
  campaignId: string;
  onComplete: (outcome: PaymentOutcome) => void;
}) {
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const hosted = useHostedCheckout(campaignId);
  const t = useT();
  const rule = useRuleMessage();
  const update = (patch: Partial<SimpleDonationInput>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hosted.busy) return;
    const checked = checkSimpleDonation(values);
    if (!checked.ok) return focusFirstError(rule.errors(checked.errors), fieldIds, setErrors);
    setErrors({});
    const { amount, message, anonymous, donorName } = checked.details;
    const donation = {
      amount,
      campaignId,
      message,
      anonymous,
      donorName: anonymous ? '' : donorName,
    };
    if (hosted.cardInPage) return setRequest({ method: 'creditCard', donation });
    void hosted.start({
      ...donation,
      method: 'card',
      email: null,
      keepPosted: false,
      dedication: null,
    });
  };

  const complete = (outcome: PaymentOutcome) => {
    setRequest(null);
    setValues(emptyForm);
    onComplete(outcome);
  };

  return (
    <>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('giving.form.label')}
        aria-busy={hosted.busy}
      >
        <AmountPicker
          value={values.amount}
          error={errors.amount}
          onChange={(amount) => update({ amount })}
        />
        <DonorFields values={values} errors={errors} onChange={update} />
        {hosted.failure && <Alert tone="error">{hosted.failure}</Alert>}
        <Button type="submit" size="large" block disabled={hosted.busy}>
          {hosted.busy ? t('giving.form.starting') : t('giving.form.continue')}
        </Button>
      </form>
      <PaymentModal request={request} onClose={() => setRequest(null)} onComplete={complete} />
    </>
  );
}
