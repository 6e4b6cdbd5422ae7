import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Alert, Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { FormattedMessage } from 'react-intl';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import {
  useCreateCryptoPledge,
  type CryptoPledge,
  type CryptoPledgePayload,
} from '../api/create-crypto-pledge';
import {
  cryptoAmount,
  QUOTE_DELAY_MS,
  THANK_YOU_TOAST_MS,
  type CryptoCurrency,
} from '../lib/crypto';
import styles from './donate.module.css';

type Props = {
  pledge: Omit<CryptoPledgePayload, 'currency'>;
  onBusyChange: (busy: boolean) => void;
  onPledged: (pledge: CryptoPledge) => void;
};

function useQuote(usd: number, currency: CryptoCurrency): string | undefined {
  const [quote, setQuote] = useState<{ currency: CryptoCurrency; amount: string }>();
  useEffect(() => {
    const timer = window.setTimeout(
      () => setQuote({ currency, amount: cryptoAmount(usd, currency) }),
      QUOTE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [usd, currency]);
  return quote?.currency === currency ? quote.amount : undefined;
}

/** The coins' own names, the same in every language. */
const COIN_NAMES = { BTC: 'Bitcoin (BTC)', USDT: 'Tether (USDT)' } as const;

/**
 * The sandbox's simulated invoice, labelled as such: an amount in BTC or USDT at a made-up rate and no address (no
 * real coins can be sent); simulating the payment records a pending pledge.
 */
export function CryptoPayment({ pledge, onBusyChange, onPledged }: Props) {
  const [currency, setCurrency] = useState<CryptoCurrency>('BTC');
  const quote = useQuote(pledge.amount, currency);
  const [failure, setFailure] = useState<string>();
  const create = useCreateCryptoPledge();
  const inFlight = useRef(false);
  const t = useT();
  const { usd } = useMoney();

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    onBusyChange(true);
    setFailure(undefined);
    try {
      const created = await create.mutateAsync({ ...pledge, currency });
      toast.success(t('giving.crypto.thanks', { currency }), { autoClose: THANK_YOU_TOAST_MS });
      onPledged(created);
    } catch (error) {
      setFailure(errorMessage(error, t('giving.crypto.failed')));
    } finally {
      inFlight.current = false;
      onBusyChange(false);
    }
  };

  return (
    <div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('giving.currency.label')}</legend>
        <div className={styles.row}>
          {(['BTC', 'USDT'] as const).map((option) => (
            <label key={option} className={styles.method}>
              <input
                type="radio"
                name="crypto-currency"
                value={option}
                checked={currency === option}
                onChange={() => setCurrency(option)}
              />
              {COIN_NAMES[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {quote ? (
        <div aria-live="polite">
          <p role="note">
            <FormattedMessage
              id="giving.crypto.simulated"
              values={{
                quote: (chunks) => <span className={styles.quote}>{chunks}</span>,
                crypto: `${quote} ${currency}`,
                amount: usd(pledge.amount, 2),
              }}
            />
          </p>
          <Button size="large" block disabled={create.isPending} onClick={() => void confirm()}>
            {create.isPending ? t('giving.crypto.recording') : t('giving.crypto.simulatedPay')}
          </Button>
        </div>
      ) : (
        <Loading label={t('giving.crypto.calculating')} />
      )}
    </div>
  );
}
