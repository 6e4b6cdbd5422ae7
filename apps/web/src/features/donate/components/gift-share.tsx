import {
  type CurrencyCode,
  DONATION_MIN_DOLLARS,
  type PaidBy,
  PLATFORM_FEE_BASIS_POINTS,
  providerChargingGift,
  toMinorUnits,
} from '@harambee/rules';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { checkClass } from '@/components/ui/field';
import { useExchangeRates } from '@/lib/exchange-rates';
import { usePaymentSettings } from '../api/get-payment-settings';
import { quoteGift } from '../lib/currency';
import { giftFeesOf } from '../lib/gift-fees';
import styles from './gift-share.module.css';

/** The wallet a mobile-money gift is charged to: its provider is the one whose fees apply. */
type Wallet = { country: string; mobileProvider: string };

type Props = {
  amount: string;
  currency: CurrencyCode;
  paidBy: PaidBy;
  wallet: Wallet;
  coverFees: boolean;
  onCoverFeesChange: (coverFees: boolean) => void;
};

/**
 * The gift's fees where the donor decides, by the rules the withdrawal applies, in the gift's currency, and the cover
 * as the checkout will charge it (whole units on mobile money).
 */
export const useGiftFees = (
  amount: string,
  currency: CurrencyCode,
  paidBy: PaidBy,
  wallet: Wallet,
) => {
  const provider = providerChargingGift(usePaymentSettings().data?.providers ?? [], {
    method: paidBy,
    ...wallet,
  });
  const rates = useExchangeRates();
  const typed = toMinorUnits(amount, currency);
  const quote = quoteGift(amount, currency, rates.data);
  const giving = typed.ok && quote && quote.creditedCents >= DONATION_MIN_DOLLARS * 100;
  return giving ? giftFeesOf(typed.minor, currency, quote, provider, paidBy) : undefined;
};

/**
 * How much of the gift reaches the creator, and the offer to cover the fees (the checkout computes the amount from the
 * same rules; the box is sent with the plain form too, so it works before scripts load).
 */
export function GiftShare({
  amount,
  currency,
  paidBy,
  wallet,
  coverFees,
  onCoverFeesChange,
}: Props) {
  const fees = useGiftFees(amount, currency, paidBy, wallet);
  const { minor, percent } = useMoney();
  const t = useT();
  const money = (amount: number) => minor(amount, currency);
  return (
    <>
      {fees && (
        <p className={styles.share} data-testid="gift-share">
          {coverFees
            ? t('giving.share.covered', {
                reaching: money(fees.giftMinor),
                gift: money(fees.giftMinor),
                cover: money(fees.coverMinor),
              })
            : t('giving.share.fees', {
                reaching: money(fees.creatorMinor),
                gift: money(fees.giftMinor),
                percent: percent(PLATFORM_FEE_BASIS_POINTS),
                platform: money(fees.platformFeeMinor),
                processing: fees.processingFeeMinor > 0 ? money(fees.processingFeeMinor) : 'none',
              })}
        </p>
      )}
      <label className={checkClass}>
        <input
          type="checkbox"
          name="coverFees"
          checked={coverFees}
          onChange={(event) => onCoverFeesChange(event.target.checked)}
        />
        <span>
          {t('giving.share.coverFees')}
          {fees && fees.coverMinor > 0 ? ` (+${money(fees.coverMinor)})` : ''}
        </span>
      </label>
    </>
  );
}
