import { cardTypeOf, cvvLength } from '@harambee/rules';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { LockIcon } from '@/components/ui/icons';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/i18n/use-money';
import { useRuleMessage } from '@/lib/i18n/rule-messages';
import { useT } from '@/lib/i18n/use-t';
import {
  useCreateDonation,
  type DonationPayload,
  type RecordedDonation,
} from '../api/create-donation';
import { usePayByCard } from '../api/pay-by-card';
import {
  CARD_NUMBER_INPUT_MAX,
  cardTypeLabels,
  digitsOf,
  formatCardNumber,
  formatExpiry,
} from '../lib/card';
import { checkCard, type CardDetails, type CardInput } from '../form-checks';
import styles from './donate.module.css';
import { focusFirstError } from '../lib/focus-first-error';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { startFailureMessage } from '../lib/start-failure';

type Props = {
  donation: Omit<DonationPayload, 'paymentId'>;
  onBusyChange: (busy: boolean) => void;
  onDonated: (donation: RecordedDonation) => void;
};

const emptyCard: CardInput = { cardNumber: '', expiry: '', cvv: '', cardholderName: '' };
const fieldIds = {
  cardNumber: 'card-number',
  expiry: 'card-expiry',
  cvv: 'card-cvv',
  cardholderName: 'card-holder',
};

/**
 * Charges the card, then records the donation with the payment id; a second click never pays twice. A charge that
 * fails or gets no answer in time says so and offers to try again with the same idempotency key: at most one charge.
 */
export function CardForm({ donation, onBusyChange, onDonated }: Props) {
  const [card, setCard] = useState(emptyCard);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const paymentId = useRef<string | undefined>(undefined);
  const idempotencyKey = useRef(newIdempotencyKey());
  const [connectionLost, setConnectionLost] = useState(false);
  const [approved, setApproved] = useState(false);
  const pay = usePayByCard();
  const t = useT();
  const rule = useRuleMessage();
  const { usd } = useMoney();
  const record = useCreateDonation();
  const type = cardTypeOf(digitsOf(card.cardNumber));
  const set = (patch: Partial<CardInput>) => setCard((current) => ({ ...current, ...patch }));

  const charge = async (details: CardDetails) => {
    if (paymentId.current) return paymentId.current;
    try {
      paymentId.current = (
        await pay.mutateAsync({
          payment: { ...details, amount: donation.amount, campaignId: donation.campaignId },
          idempotencyKey: idempotencyKey.current,
        })
      ).paymentId;
      setApproved(true);
      return paymentId.current;
    } catch (error) {
      setConnectionLost(error instanceof ApiError && error.status === 0);
      setFailure(startFailureMessage(error, t, t('giving.card.paymentFailed')));
      return undefined;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFailure(undefined);
    setConnectionLost(false);
    const checked = checkCard(card, new Date());
    if (!checked.ok) return focusFirstError(rule.errors(checked.errors), fieldIds, setErrors);
    setErrors({});
    inFlight.current = true;
    setBusy(true);
    onBusyChange(true);
    try {
      const id = await charge(checked.details);
      if (id) onDonated(await record.mutateAsync({ ...donation, paymentId: id }));
    } catch (error) {
      setFailure(errorMessage(error, t('giving.card.recordFailed')));
    } finally {
      inFlight.current = false;
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset className={styles.fieldset} disabled={busy || approved}>
        <legend className="visually-hidden">{t('giving.card.details')}</legend>
        <Field
          id="card-number"
          label={t('giving.card.number')}
          error={errors.cardNumber}
          hint={type ? <span className={styles.cardType}>{cardTypeLabels[type]}</span> : undefined}
        >
          <input
            {...fieldAria('card-number', errors.cardNumber, Boolean(type))}
            className={controlClass}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={CARD_NUMBER_INPUT_MAX}
            value={card.cardNumber}
            onChange={(event) => set({ cardNumber: formatCardNumber(event.target.value) })}
          />
        </Field>
        <div className={styles.row}>
          <Field id="card-expiry" label={t('giving.card.expiry')} error={errors.expiry}>
            <input
              {...fieldAria('card-expiry', errors.expiry)}
              className={controlClass}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('card.expiry.placeholder')}
              maxLength={5}
              value={card.expiry}
              onChange={(event) => set({ expiry: formatExpiry(event.target.value, card.expiry) })}
            />
          </Field>
          <Field id="card-cvv" label="CVV" error={errors.cvv}>
            <input
              {...fieldAria('card-cvv', errors.cvv)}
              className={controlClass}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={type === 'amex' ? '1234' : '123'}
              maxLength={cvvLength(card.cardNumber)}
              value={card.cvv}
              onChange={(event) => set({ cvv: digitsOf(event.target.value) })}
            />
          </Field>
        </div>
        <Field id="card-holder" label={t('giving.card.holder')} error={errors.cardholderName}>
          <input
            {...fieldAria('card-holder', errors.cardholderName)}
            className={controlClass}
            autoComplete="cc-name"
            value={card.cardholderName}
            onChange={(event) => set({ cardholderName: event.target.value })}
          />
        </Field>
      </fieldset>
      <Button type="submit" size="large" block disabled={busy}>
        {busy
          ? t('giving.card.processing')
          : approved
            ? t('giving.card.retryRecording')
            : connectionLost
              ? t('giving.tryAgain')
              : t('giving.card.pay', { amount: usd(donation.amount, 2) })}
      </Button>
      <p className={styles.secure}>
        <LockIcon />
        {t('giving.card.secure')}
      </p>
    </form>
  );
}
