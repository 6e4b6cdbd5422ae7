import { DONATION_MIN_DOLLARS, FEE_TEXTS, giftShareOf } from '@harambee/rules';
import { formatUsd } from '@/lib/format';
import { usePaymentSettings } from '../api/get-payment-settings';
import styles from './gift-share.module.css';

const usd = (cents: number) => formatUsd(cents / 100, 2);

/** How much of the gift reaches the creator, by the same rules the withdrawal applies. */
export function GiftShare({ amount }: { amount: string }) {
  const provider = usePaymentSettings().data?.provider;
  const dollars = Number(amount);
  if (!Number.isFinite(dollars) || dollars < DONATION_MIN_DOLLARS) return null;
  const cents = Math.round(dollars * 100);
  const share = giftShareOf(cents, provider);
  return (
    <p className={styles.share} data-testid="gift-share">
      {usd(share.creatorCents)} of your {usd(cents)} reaches the creator if the campaign is funded
      (a {FEE_TEXTS.platformFee.toLowerCase()} of {usd(share.platformFeeCents)}
      {share.processingFeeCents > 0 &&
        ` and ${usd(share.processingFeeCents)} of ${FEE_TEXTS.processingFees.toLowerCase()}`}
      ); if it is not, your gift is refunded.
    </p>
  );
}
