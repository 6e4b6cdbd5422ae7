import { toDollars } from '../core/money';
import type { Quote } from '../exchange-rates';
import { pricedPayout } from './withdrawal';
import type { Existing, WithdrawalState } from './withdrawal-state';

type Quotes = Parameters<typeof pricedPayout>[1];

/** The payout an approval would send now, at the rates quoted now; null while a rate it needs cannot be quoted. */
export const payoutAtQuotes = (state: Existing, quotes: Quotes, now: Date) => {
  try {
    return pricedPayout(state.request, quotes, now);
  } catch {
    return undefined;
  }
};

/** The payout in the wallet's currency with the rates it is (or would be) converted at, their source and time. */
const payoutView = (state: Existing, quotes: Quotes | undefined, now: Date) => {
  const settled = state.plan
    ? { plan: state.plan, rates: Object.values(state.rates) }
    : quotes && payoutAtQuotes(state, quotes, now);
  if (!settled?.plan) return null;
  const { plan, rates } = settled;
  return {
    ...plan,
    rates: rates.map(({ from, to, value, source, asOf, quotedAt }) => ({
      from,
      to,
      value,
      source,
      asOf,
      quotedAt,
    })),
    /** Quoted with the approval (what is sent), or only an estimate at today's rates before it. */
    final: state.plan !== undefined,
  };
};

/**
 * The API speaks dollars; the events keep cents. Each currency held is in its own minor units, beside the dollars;
 * `payout` is what the wallet receives in its currency, at the approval's rates or, before it, today's `quotes`.
 */
export const withdrawalView = (
  state: WithdrawalState,
  quotes?: Partial<Record<string, Quote>>,
  now = new Date(),
) => {
  if (state.status === 'none') return undefined;
  const { request } = state;
  return {
    _id: request.withdrawalId,
    campaignId: request.campaignId,
    grossAmount: toDollars(request.grossCents),
    platformFee: toDollars(request.platformFeeCents),
    processingFees: toDollars(request.processingFeesCents),
    netAmount: toDollars(request.netCents),
    byCurrency: request.byCurrency ?? [],
    payout: payoutView(state, quotes as Quotes | undefined, now),
    status: state.status,
  };
};
