import {
  COUNTRY_CURRENCIES,
  CURRENCIES,
  type CurrencyCode,
  isCurrencyCode,
  mobileMoneyCountryOf,
  type PaidBy,
  refusesCents,
} from '@harambee/rules';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { backerPayload } from '../api/donation-payload';
import type { CheckoutPayload } from '../api/start-checkout';
import {
  checkDonation,
  EMPTY_DONATION_FORM,
  type DonationDetails,
  type DonationFormInput,
} from '../form-checks';
import { useMoney } from '@/lib/i18n/use-money';
import { useRuleMessage } from '@/lib/i18n/rule-messages';
import { useT } from '@/lib/i18n/use-t';
import { currencyForCountry } from '../lib/currency';
import { rememberCurrency, useStartingDonorMoney } from '@/lib/donor-money';
import { useIntl } from 'react-intl';
import { AmountPicker } from './amount-picker';
import { CurrencyFields } from './currency-fields';
import { DonorFields } from './donor-fields';
import styles from './donate.module.css';
import { focusFirstError } from '../lib/focus-first-error';
import { useHydrated } from '@/hooks/use-hydrated';
import { keptValues } from '../lib/kept-values';
import { PLAIN_FORM_ACTION, typedBeforeStart } from '../lib/typed-before-start';
import { GiftShare, useGiftFees } from './gift-share';
import { GivingOptions } from './giving-options';
import { PaymentMethodFields } from './payment-method-fields';
import { PaymentModal, type PaymentOutcome, type PaymentRequest } from './payment-modal';
import { useHostedCheckout } from '../hooks/use-hosted-checkout';
import { useKeptForm } from '../api/get-kept-form';

const fieldIds = {
  amount: 'donation-amount',
  donorName: 'donor-name',
  email: 'donor-email',
  message: 'donation-message',
  dedicationName: 'dedication-name',
  country: 'mobile-money-country',
  mobileProvider: 'mobile-money-provider',
  phone: 'mobile-money-phone',
};

/** Where the form posts when its scripts have not loaded: the hosted checkout (card sandbox or mobile money). */

type Props = {
  campaignId: string;
  creatorName: string;
  onComplete: (outcome: PaymentOutcome) => void;
};

const checkoutOf = (
  details: DonationDetails,
  campaignId: string,
  currency: CurrencyCode,
): CheckoutPayload => {
  const backer = {
    ...backerPayload(details, campaignId),
    currency,
    coverFees: details.coverFees,
  };
  const { paymentMethod, country, mobileProvider, phone } = details;
  if (paymentMethod === 'bitcoin') return { ...backer, method: 'crypto' };
  return paymentMethod === 'mobileMoney'
    ? { ...backer, method: 'mobileMoney', country, mobileProvider, phone }
    : { ...backer, method: 'card' };
};

/**
 * Amount, donor, keeping posted, dedication and how to pay. The sandbox's simulated crypto, and a card on the
 * sandbox, pay in the modal; a card on a live provider goes to its hosted page, crypto to its BTCPay invoice;
 * mobile money prompts the phone while the thank-you page waits.
 * After a refused plain form post, the form starts from what the donor typed, which the server kept.
 */
export function DonationForm(props: Props) {
  const [search] = useSearchParams();
  const kept = useKeptForm(search.get('kept'));
  return <DonationFormFrom key={kept ? 'kept' : 'loading'} {...props} kept={kept ?? {}} />;
}

function DonationFormFrom({
  campaignId,
  creatorName,
  onComplete,
  kept,
}: Props & { kept: Record<string, string> }) {
  // What was typed into the painted form before the app loaded, read before the app touches the page.
  const [typed] = useState(typedBeforeStart);
  // The donor's money as the server chose it from their request (or, on a form opened later, as the browser does),
  // unless the form comes back with what they had chosen.
  const startingMoney = useStartingDonorMoney(useIntl().locale);
  const [currency, setCurrency] = useState<CurrencyCode>(() =>
    kept.currency && isCurrencyCode(kept.currency) ? kept.currency : startingMoney().currency,
  );
  const [values, setValues] = useState(() => ({
    ...EMPTY_DONATION_FORM,
    country: mobileMoneyCountryOf(currency),
    ...keptValues(new URLSearchParams(kept)),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  // Given back once the page is the app's: the first render matches what the server painted.
  const hydrated = useHydrated();
  const [typedLeft, setTypedLeft] = useState(() => [...typed.keys()].length > 0);
  if (hydrated && typedLeft) {
    setTypedLeft(false);
    const chosen = typed.get('currency');
    if (chosen && isCurrencyCode(chosen)) setCurrency(chosen);
    setValues((current) => ({ ...current, ...keptValues(typed) }));
  }
  const hosted = useHostedCheckout(campaignId);
  const t = useT();
  const { money } = useMoney();
  const rule = useRuleMessage();
  const update = (patch: Partial<DonationFormInput>) => {
    if (patch.country !== undefined) setCurrency((now) => currencyForCountry(patch.country!, now));
    setValues((current) => ({ ...current, ...patch }));
  };

  const paidBy: PaidBy = values.paymentMethod === 'mobileMoney' ? 'mobileMoney' : 'card';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hosted.busy) return;
    const checked = checkDonation(values);
    if (!checked.ok) return focusFirstError(rule.errors(checked.errors), fieldIds, setErrors);
    // M-PESA and the other wallets take whole units: the checkout would refuse cents, in the same words.
    if (refusesCents(values.amount, currency, paidBy, COUNTRY_CURRENCIES[values.country])) {
      const amount = t('api.mobileMoneyWholeUnits', { currency });
      return focusFirstError({ amount }, fieldIds, setErrors);
    }
    setErrors({});
    const backer = backerPayload(checked.details, campaignId);
    const method = checked.details.paymentMethod;
    // Crypto is a BTCPay invoice where one is configured (its page, like a card's), else the sandbox's pledge.
    if (method === 'bitcoin' && !hosted.cryptoInvoice)
      return setRequest({ method: 'bitcoin', pledge: backer });
    // Covered fees are charged by the checkout, which computes them: the sandbox's in-page card takes the gift only.
    const inPage = hosted.cardInPage && currency === 'USD' && !checked.details.coverFees;
    if (method === 'creditCard' && inPage) {
      return setRequest({
        method: 'creditCard',
        donation: { ...backer, paymentMethod: 'creditCard' },
      });
    }
    void hosted.start(checkoutOf(checked.details, campaignId, currency));
  };

  const complete = (outcome: PaymentOutcome) => {
    setRequest(null);
    setValues(EMPTY_DONATION_FORM);
    onComplete(outcome);
  };

  const wallet = { country: values.country, mobileProvider: values.mobileProvider };
  const fees = useGiftFees(values.amount, currency, paidBy, wallet);
  const amount = Number(values.amount);
  /** What the button names: the whole charge the provider will be asked for, fees included when covered. */
  const payLabel = () => {
    if (values.coverFees && fees) {
      const total = (fees.giftMinor + fees.coverMinor) / 10 ** CURRENCIES[currency].minorUnits;
      return t('giving.form.donateTotal', {
        amount: money(total, currency, Number.isInteger(total) ? 0 : 2),
      });
    }
    return amount >= 1
      ? t('giving.form.donateAmount', {
          amount: money(amount, currency, Number.isInteger(amount) ? 0 : 2),
        })
      : t('giving.form.donate');
  };
  return (
    <>
      <form
        className={styles.form}
        method="post"
        action={PLAIN_FORM_ACTION}
        onSubmit={submit}
        noValidate
        aria-label={t('giving.form.label')}
        aria-busy={hosted.busy}
      >
        <input type="hidden" name="campaignId" value={campaignId} />
        <AmountPicker
          value={values.amount}
          currency={currency}
          wholeUnits={paidBy === 'mobileMoney'}
          error={errors.amount}
          onChange={(value) => update({ amount: value })}
        />
        <CurrencyFields
          amount={values.amount}
          currency={currency}
          onChange={(picked) => {
            rememberCurrency(picked);
            setCurrency(picked);
          }}
        />
        <GiftShare
          amount={values.amount}
          currency={currency}
          paidBy={paidBy}
          wallet={wallet}
          coverFees={values.coverFees}
          onCoverFeesChange={(coverFees) => update({ coverFees })}
        />
        <DonorFields values={values} errors={errors} onChange={update} />
        <GivingOptions
          values={values}
          errors={errors}
          onChange={update}
          creatorName={creatorName}
        />
        <PaymentMethodFields values={values} errors={errors} onChange={update} />
        {hosted.failure && (
          <Alert tone="error">
            {hosted.failure}{' '}
            <Button variant="secondary" size="small" onClick={() => void hosted.retry()}>
              {t('giving.tryAgain')}
            </Button>
          </Alert>
        )}
        <Button type="submit" size="large" block disabled={hosted.busy}>
          {hosted.busy ? t('giving.form.starting') : payLabel()}
        </Button>
      </form>
      <PaymentModal request={request} onClose={() => setRequest(null)} onComplete={complete} />
    </>
  );
}
