import { PLATFORM_FEE_BASIS_POINTS, processingFeeOf, shareOf } from '@harambee/rules';

export type WithdrawalAmounts = {
  grossCents: number;
  platformFeeCents: number;
  processingFeesCents: number;
  netCents: number;
};

/** Gross is every gift not refunded; the platform keeps 5% of it; the providers' fees come off too. */
export const withdrawalAmounts = (
  gifts: readonly { amountCents: number; provider: string | null; refunded: boolean }[],
): WithdrawalAmounts => {
  const kept = gifts.filter((gift) => !gift.refunded);
  const grossCents = kept.reduce((sum, gift) => sum + gift.amountCents, 0);
  const platformFeeCents = shareOf(grossCents, PLATFORM_FEE_BASIS_POINTS);
  const processingFeesCents = kept.reduce(
    (sum, gift) => sum + processingFeeOf(gift.amountCents, gift.provider),
    0,
  );
  return {
    grossCents,
    platformFeeCents,
    processingFeesCents,
    netCents: Math.max(0, grossCents - platformFeeCents - processingFeesCents),
  };
};
