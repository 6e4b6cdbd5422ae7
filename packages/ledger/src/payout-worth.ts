import type { EventOf } from '@harambee/events';

/** What a payout sends in the wallet's currency, as its approval recorded it. */
export type PayoutPlanOf = NonNullable<EventOf<'WithdrawalApproved'>['data']['payout']>;

/**
 * The rate a campaign's gifts in one currency were given at: the US cents they count for and the minor units their
 * donors were charged for them (the fees they covered left out), over how many gifts.
 */
export type GiftRate = { cents: number; minor: number; gifts: number };
export type GiftRates = ReadonlyMap<string, GiftRate>;

const DOLLAR = 'USD';

/** Adds one gift's money to the rates of its currency. */
export const withGift = (
  rates: Map<string, GiftRate>,
  currency: string,
  cents: number,
  minor: number,
) => {
  const rate = rates.get(currency) ?? { cents: 0, minor: 0, gifts: 0 };
  rates.set(currency, {
    cents: rate.cents + cents,
    minor: rate.minor + minor,
    gifts: rate.gifts + 1,
  });
  return rates;
};

const roundedDivision = (n: bigint, d: bigint) => (n * 2n + d) / (2n * d);

/** Minor units of a currency back in US cents at the rate its gifts were given at; none given in it: priceless. */
export const worthOf = (minor: number, currency: string, rates: GiftRates) => {
  if (minor === 0 || currency === DOLLAR) return minor;
  const rate = rates.get(currency);
  if (!rate || rate.minor === 0) return Number.POSITIVE_INFINITY;
  return Number(roundedDivision(BigInt(minor) * BigInt(rate.cents), BigInt(rate.minor)));
};

/** The parts a payout sends: its wallet's own balance as it is, and each other balance before it was converted. */
const partsOf = (plan: PayoutPlanOf) => {
  const converted = plan.conversions.reduce(
    (sum, each) => sum + each.convertedMinor - each.feeMinor,
    0,
  );
  return [
    { currency: plan.currency, minor: plan.amountMinor - converted },
    ...plan.conversions.map((each) => ({ currency: each.from, minor: each.amountMinor })),
  ];
};

/**
 * Rounding a payout may honestly carry: a unit per gift (each gift's fees are shared out in its own currency) and
 * two per currency (the platform's share, and the way back to cents), in cents.
 */
const slackOf = (plan: PayoutPlanOf, rates: GiftRates) =>
  partsOf(plan).reduce((sum, part) => sum + (rates.get(part.currency)?.gifts ?? 0) + 2, 0);

/**
 * How much more than the stated net a payout sends, in US cents (0 when it sends no more): each part it sends, taken
 * back to dollars at the rate its gifts were given at (never at today's rate, so a currency that rose since is not an
 * overpayment), against the net the withdrawal states, less the rounding it may carry.
 */
export const overpaidCents = (plan: PayoutPlanOf, netCents: number, rates: GiftRates) => {
  const worth = partsOf(plan).reduce(
    (sum, part) => sum + worthOf(part.minor, part.currency, rates),
    0,
  );
  const over = worth - netCents - slackOf(plan, rates);
  return over > 0 ? over : 0;
};
