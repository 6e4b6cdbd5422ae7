import type { EventOf } from '@harambee/events';
import { convertMinor, type CurrencyCode } from '@harambee/rules';
import type { PlanWorth } from './facts';
import { type GiftRates, type PayoutPlanOf, worthOf } from './payout-worth';

export type Transfer = NonNullable<EventOf<'PayoutPaid'>['data']['transfer']>;

const DOLLAR = 'USD';

/** A transfer by what it sends, so a payout finds the approval that priced it. */
export const transferKey = ({
  currency,
  amountMinor,
}: Pick<Transfer, 'currency' | 'amountMinor'>) => `${currency} ${amountMinor}`;

/** What a transfer takes from the wallet currency's exchange account: what reached the wallet and the conversion fee. */
export const sentOf = (transfer: Transfer) => transfer.amountMinor + transfer.conversionFeeMinor;

/**
 * What a plan sends taken back to US cents at its approval's rates (`quoted`, from one dollar): its wallet's own
 * balance left in its minor units, and the US cents each converted balance went through (`convertBetween`); undefined
 * when a rate it converted at was not quoted.
 */
export const planWorth = (
  plan: PayoutPlanOf,
  quoted: Readonly<Record<string, string>>,
): PlanWorth | undefined => {
  let convertedCents = 0;
  let convertedMinor = 0;
  for (const { from, amountMinor, convertedMinor: converted } of plan.conversions) {
    const value = quoted[from];
    if (from !== DOLLAR && !value) return undefined;
    convertedCents +=
      from === DOLLAR
        ? amountMinor
        : convertMinor(
            amountMinor,
            { from: DOLLAR, to: from as CurrencyCode, value: value! },
            true,
          );
    convertedMinor += converted;
  }
  const fees = plan.conversions.reduce((sum, each) => sum + each.feeMinor, 0);
  return { asIsMinor: plan.amountMinor + fees - convertedMinor, convertedCents };
};

/**
 * What a transfer was worth in US cents at the rates it was quoted at: in dollars, what it sent; in another currency,
 * its wallet's own balance at the rate the campaign's gifts in it were given at and each converted balance at the
 * approval's rates. Undefined when no approval priced it.
 */
export const transferWorth = (
  transfer: Transfer,
  priced: PlanWorth | undefined,
  gifts: GiftRates,
) => {
  if (transfer.currency === DOLLAR) return sentOf(transfer);
  if (!priced) return undefined;
  return worthOf(priced.asIsMinor, transfer.currency, gifts) + priced.convertedCents;
};

/**
 * The escrow's `netCents` crossed into the dollars' exchange account; what was sent was worth `worthCents` at the
 * rates it was quoted at. The difference (above zero a gain, below a loss) leaves the exchange for `fx:gain-loss`, so
 * the exchange accounts hold only what the quoted rates explain. None for a transfer no approval priced.
 */
export const fxGain = (netCents: number, worthCents: number | undefined) =>
  worthCents === undefined || !Number.isFinite(worthCents) ? 0 : netCents - worthCents;
