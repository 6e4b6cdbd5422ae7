import { accounts } from './accounts';
import { type Fact, factKey, factOf, type Facts, requireFact } from './facts';
import {
  madeGoodRevised,
  paidAfterAll,
  payoutFailed,
  payoutTakenBack,
  sentWith,
  transferSent,
} from './in-flight';
import { receivableWrittenOff } from './disputes';
import { fxGain, sentOf, type Transfer, transferKey, transferWorth } from './fx-gain-loss';
import { giftRatesOf } from './fx-rules';
import type { Entry } from './posting';
import type { LedgerRules, StoredEventOf } from './rules';

/**
 * Where the net leaves the escrow for, and the transfer in the wallet's currency: the net's dollars go into the
 * dollars' exchange account, and the wallet's currency's exchange account gives what was sent and what the provider
 * kept for converting; what the net gave beyond what was sent was worth at its quoted rates (`worthCents`) goes on to
 * `fx:gain-loss`. Straight to the creator when the dollars are what the wallet takes and nothing was converted.
 */
const paidIn = (
  creator: string,
  netCents: number,
  transfer: Transfer | undefined,
  worthCents: number | undefined,
): Entry[] => {
  const payouts = accounts.creatorPayouts(creator);
  if (!transfer) return [{ account: payouts, amount: netCents }];
  const { currency, amountMinor, conversionFeeMinor } = transfer;
  const sent = sentOf(transfer);
  if (currency === 'USD' && sent === netCents && conversionFeeMinor === 0)
    return [{ account: payouts, amount: netCents }];
  // Entries in the posting's own currency (dollars) name none.
  const named = currency === 'USD' ? {} : { currency };
  const inWallet: Entry[] = [
    { account: payouts, amount: amountMinor, ...named },
    { account: accounts.conversionFees, amount: conversionFeeMinor, ...named },
  ];
  const gain = fxGain(netCents, worthCents);
  const dollars = accounts.exchange('USD');
  const fx = { account: accounts.fxGainLoss, amount: gain };
  if (currency === 'USD')
    return [{ account: dollars, amount: netCents - sent - gain }, fx, ...inWallet];
  return [
    { account: dollars, amount: netCents - gain },
    fx,
    { account: accounts.exchange(currency), amount: -sent, currency },
    ...inWallet,
  ];
};

/** What a transfer was worth at the rates it was quoted at: its campaign's gifts' and its approval's. */
const worthOf = (withdrawal: Withdrawal, facts: Facts, campaignId: string, transfer?: Transfer) =>
  transfer &&
  transferWorth(
    transfer,
    withdrawal.priced?.[transferKey(transfer)],
    giftRatesOf(facts, campaignId),
  );

type Withdrawal = Extract<Fact, { kind: 'withdrawal' }>;

/** A failed transfer's reference; one never sent (none) is named by its failure's time. */
const failedReference = ({ reference, failedAt }: StoredEventOf<'PayoutFailed'>['data']) =>
  reference ?? `unsent@${failedAt}`;

/**
 * A transfer sent beside the payout: the money left again (in the wallet's currency, as the payout's did), owed back
 * by the creator and, since nothing on the platform collects it, the platform's loss at once.
 */
const sentTwice = (
  event: StoredEventOf<'PayoutDuplicated' | 'PayoutDuplicateUndone'>,
  facts: Facts,
): Entry[] => {
  const { withdrawalId, campaignId, amountCents, transfer } = event.data;
  const withdrawal = requireFact(facts, factKey.withdrawal(withdrawalId), 'withdrawal', event.id);
  return [
    { account: accounts.receivable(campaignId), amount: -amountCents },
    ...paidIn(
      withdrawal.creatorId,
      amountCents,
      transfer,
      worthOf(withdrawal, facts, campaignId, transfer),
    ).filter((entry) => entry.amount !== 0),
    ...receivableWrittenOff(campaignId, amountCents),
  ];
};

/**
 * What a payout moves: the escrow gives the net and the fees the transfer `reference` was sent with (see
 * `payoutRules`); a reversal moves it all back.
 */
const payoutEntries = (
  withdrawal: Withdrawal,
  facts: Facts,
  campaignId: string,
  {
    reference,
    amountCents,
    transfer,
  }: { reference: string; amountCents: number; transfer?: Transfer },
): Entry[] => {
  const sent = sentWith(withdrawal, reference);
  const fees: Entry[] = [
    { account: accounts.platformFees, amount: sent.platformFeeCents },
    { account: accounts.providerFees, amount: sent.processingFeesCents },
  ];
  const out = fees.reduce((sum, entry) => sum + entry.amount, amountCents);
  const worth = worthOf(withdrawal, facts, campaignId, transfer);
  const paid = [...fees, ...paidIn(withdrawal.creatorId, amountCents, transfer, worth)];
  return [
    { account: accounts.escrow(campaignId), amount: -out },
    ...paid.filter((entry) => entry.amount !== 0),
  ];
};

/**
 * The fees come off as the payout is paid: the escrow gives the net to the creator, the platform its 5 % and the
 * providers their processing fees, as the withdrawal was requested, in US dollars; what reaches the wallet is in its
 * currency (see `paidIn`).
 */
export const payoutRules: LedgerRules = {
  /**
   * A request asked again (after a rejection) starts afresh, but keeps what earlier approvals priced: a transfer they
   * sent may still be paid, and is worth what its own approval's rates said.
   */
  WithdrawalRequested: {
    needs: ({ data }) => [factKey.withdrawal(data.withdrawalId)],
    learn: ({ data }, facts) => {
      const key = factKey.withdrawal(data.withdrawalId);
      const earlier = factOf(facts, key, 'withdrawal');
      return {
        [key]: {
          kind: 'withdrawal',
          creatorId: data.creatorId,
          platformFeeCents: data.platformFeeCents,
          processingFeesCents: data.processingFeesCents,
          ...(earlier?.quoted && { quoted: earlier.quoted }),
          ...(earlier?.priced && { priced: earlier.priced }),
        },
      };
    },
  },
  /**
   * An approval after the provider gave gifts back takes the amounts again: a transfer sent from now posts the revised
   * fees. They are what the escrow holds now, so what it made good at an earlier failure is settled for such a
   * transfer, not for one sent before (paid after all, it posts the fees it was sent with and undoes the make-good).
   */
  WithdrawalRevised: {
    needs: ({ data }) => [factKey.withdrawal(data.withdrawalId)],
    learn: (event, facts) => {
      const key = factKey.withdrawal(event.data.withdrawalId);
      const withdrawal = requireFact(facts, key, 'withdrawal', event.id);
      const { platformFeeCents, processingFeesCents } = event.data;
      return {
        [key]: { ...madeGoodRevised(withdrawal), platformFeeCents, processingFeesCents },
      };
    },
  },
  /** A transfer on its way, or whose outcome is unknown: what it was sent with is remembered. */
  PayoutInitiated: {
    learn: ({ data }, facts) => transferSent(facts, data.campaignId, data.reference),
  },
  PayoutOutcomeUnknown: {
    learn: ({ data }, facts) => transferSent(facts, data.campaignId, data.reference),
  },
  /**
   * A transfer in the wallet's currency (`transfer`) pays the wallet's own balance directly and the others converted
   * at the approval's rates: the escrow's dollars go to the exchange, the wallet's currency comes out of it.
   */
  PayoutPaid: {
    needs: ({ data }) => [factKey.withdrawal(data.withdrawalId), factKey.rates(data.campaignId)],
    post: (event, facts) => {
      const { withdrawalId, campaignId, reference } = event.data;
      const withdrawal = requireFact(
        facts,
        factKey.withdrawal(withdrawalId),
        'withdrawal',
        event.id,
      );
      return {
        campaignId,
        subject: withdrawalId,
        entries: [
          ...(paidAfterAll(facts, campaignId, reference)?.entries ?? []),
          ...payoutEntries(withdrawal, facts, campaignId, event.data),
        ],
      };
    },
    learn: ({ data }, facts) => {
      const key = factKey.withdrawal(data.withdrawalId);
      const learned = paidAfterAll(facts, data.campaignId, data.reference)?.learned ?? {};
      const withdrawal = factOf({ ...facts, ...learned }, key, 'withdrawal');
      return withdrawal ? { ...learned, [key]: { ...withdrawal, paid: true as const } } : {};
    },
  },
  /**
   * A second transfer of a paid withdrawal succeeded: the money left again (in the wallet's currency, as the payout's
   * did), now owed back by the creator. Nothing on
   * the platform collects it, so, like a dispute lost after the payout, it is the platform's loss at once until an
   * admin recovers it.
   */
  PayoutDuplicated: {
    needs: ({ data }) => [factKey.withdrawal(data.withdrawalId), factKey.rates(data.campaignId)],
    post: (event, facts) => ({
      campaignId: event.data.campaignId,
      subject: event.data.withdrawalId,
      entries: sentTwice(event, facts),
    }),
  },
  /**
   * A transfer sent twice is no longer the platform's loss: the provider took it back, or it is the payout now (whose
   * `PayoutPaid` follows): its posting is the duplicate's, negated.
   */
  PayoutDuplicateUndone: {
    needs: ({ data }) => [factKey.withdrawal(data.withdrawalId), factKey.rates(data.campaignId)],
    post: (event, facts) => ({
      campaignId: event.data.campaignId,
      subject: event.data.withdrawalId,
      entries: sentTwice(event, facts).map((entry) => ({ ...entry, amount: -entry.amount })),
    }),
  },
  /**
   * The provider took a paid transfer back: every entry of its payout is undone, so the escrow holds the money again
   * (the fees too, taken again when it is paid again) and the withdrawal is no longer paid; as when a payout fails, the
   * escrow then makes good the losses written off since the payout was on its way and the open disputes' receivable.
   */
  PayoutReversed: {
    needs: ({ data }) => [factKey.withdrawal(data.withdrawalId), factKey.rates(data.campaignId)],
    post: (event, facts) => {
      const { withdrawalId, campaignId, reference } = event.data;
      const withdrawal = requireFact(
        facts,
        factKey.withdrawal(withdrawalId),
        'withdrawal',
        event.id,
      );
      const entries = payoutEntries(withdrawal, facts, campaignId, event.data);
      return {
        campaignId,
        subject: withdrawalId,
        entries: [
          ...entries.map((entry) => ({ ...entry, amount: -entry.amount })),
          ...(payoutTakenBack(facts, campaignId, reference)?.entries ?? []),
        ],
      };
    },
    learn: ({ data }, facts) =>
      payoutTakenBack(facts, data.campaignId, data.reference)?.learned ?? {},
  },
  /** A payout failed: the escrow, still holding the money, covers what was owed while it was on its way. */
  PayoutFailed: {
    needs: ({ data }) => [factKey.withdrawal(data.withdrawalId)],
    post: ({ data }, facts) => {
      const entries = payoutFailed(facts, data.campaignId, failedReference(data))?.entries ?? [];
      return entries.length > 0
        ? { campaignId: data.campaignId, subject: data.withdrawalId, entries }
        : undefined;
    },
    learn: ({ data }, facts) => {
      const reference = failedReference(data);
      const sent = data.reference ? transferSent(facts, data.campaignId, reference) : {};
      return {
        ...sent,
        ...payoutFailed({ ...facts, ...sent }, data.campaignId, reference)?.learned,
      };
    },
  },
};
