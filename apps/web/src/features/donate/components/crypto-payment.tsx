import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Alert, Loading } from '@/components/ui/feedback';
import { useTimedFlag } from '@/hooks/use-timed-flag';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import {
  useCreateCryptoPledge,
  type CryptoPledge,
  type CryptoPledgePayload,
} from '../api/create-crypto-pledge';
import {
  CRYPTO_WALLETS,
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

/** Shows the amount in BTC or USDT and the receiving address; 'I've Sent Payment' records a pending pledge. */
export function CryptoPayment({ pledge, onBusyChange, onPledged }: Props) {
  const [currency, setCurrency] = useState<CryptoCurrency>('BTC');
  const quote = useQuote(pledge.amount, currency);
  const [copied, showCopied] = useTimedFlag(2000);
  const [failure, setFailure] = useState<string>();
  const create = useCreateCryptoPledge();
  const inFlight = useRef(false);
  const wallet = CRYPTO_WALLETS[currency];

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    onBusyChange(true);
    setFailure(undefined);
    try {
      const created = await create.mutateAsync({ ...pledge, currency });
      toast.success(
        `Thank you! We'll confirm your ${currency} payment once it arrives on the blockchain.`,
        { autoClose: THANK_YOU_TOAST_MS },
      );
      onPledged(created);
    } catch (error) {
      setFailure(errorMessage(error, 'Something went wrong'));
    } finally {
      inFlight.current = false;
      onBusyChange(false);
    }
  };

  return (
    <div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Currency</legend>
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
              {option === 'BTC' ? 'Bitcoin (BTC)' : 'Tether (USDT)'}
            </label>
          ))}
        </div>
      </fieldset>
      {quote ? (
        <div aria-live="polite">
          <p>
            Send exactly{' '}
            <span className={styles.quote}>
              {quote} {currency}
            </span>{' '}
            ({formatUsd(pledge.amount, 2)}) on the {wallet.network} network to:
          </p>
          <div className={styles.address}>
            <code>{wallet.address}</code>
            <Button
              variant="secondary"
              size="small"
              onClick={() => void navigator.clipboard?.writeText(wallet.address).then(showCopied)}
            >
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </div>
          <p className={styles.secure}>
            Rates are indicative. Your gift counts once our team confirms it on the blockchain.
          </p>
          <Button size="large" block disabled={create.isPending} onClick={() => void confirm()}>
            {create.isPending ? 'Recording…' : "I've Sent Payment"}
          </Button>
        </div>
      ) : (
        <Loading label="Calculating amount…" />
      )}
    </div>
  );
}
