import { moneyWithSymbol } from './currency';
import { PLATFORM_FEE_BASIS_POINTS, PROCESSING_FEES } from './fees';
import { PAYOUT_CONVERSION_FEE_BASIS_POINTS } from './payout-currency';

type ProcessingFee = (typeof PROCESSING_FEES)[string];

/** Every fee a gift or a payout can carry, as the books charge them: one set of numbers for every page and mail. */
export type FeeRules = {
  platformBasisPoints: number;
  processing: Readonly<Record<string, ProcessingFee>>;
  conversionBasisPoints: number;
};

export const FEE_RULES: FeeRules = {
  platformBasisPoints: PLATFORM_FEE_BASIS_POINTS,
  processing: PROCESSING_FEES,
  conversionBasisPoints: PAYOUT_CONVERSION_FEE_BASIS_POINTS,
};

const PROCESSOR_NAMES: Record<string, string> = {
  stripe: 'Stripe',
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
};

/**
 * The fees in words of a language, to fill the catalogue's fee texts (`{platform}`, `{processing}`, `{conversion}`):
 * "5%", "2.9% + $0.30 (Stripe) or 3.9% (Paystack)", "1.5%" ("5 %", "2,9 % + 0,30 $US (Stripe) ou 3,9 % (Paystack)" in
 * French). Change a rule and every text follows.
 */
export const feeTerms = (locale: string, rules: FeeRules = FEE_RULES) => {
  const percent = (basisPoints: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      basisPoints / 10_000,
    );
  const processing = Object.entries(rules.processing).map(([provider, fee]) => {
    const rate =
      fee.fixedCents > 0
        ? `${percent(fee.basisPoints)} + ${moneyWithSymbol(fee.fixedCents, 'USD', locale)}`
        : percent(fee.basisPoints);
    return `${rate} (${PROCESSOR_NAMES[provider] ?? provider})`;
  });
  return {
    platform: percent(rules.platformBasisPoints),
    processing: new Intl.ListFormat(locale, { type: 'disjunction' }).format(processing),
    conversion: percent(rules.conversionBasisPoints),
  };
};
export type FeeTerms = ReturnType<typeof feeTerms>;
