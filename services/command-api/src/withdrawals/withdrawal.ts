import {
  countryNamesIn,
  type CurrencyCode,
  GOAL_CURRENCY,
  maskAccountNumber,
  NEW_WALLET_HOLD_HOURS,
  PROVIDER_RULES,
  walletCurrencyOf,
  walletIsNew,
} from '@harambee/rules';
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RuleBrokenError,
} from '@harambee/platform';
import { overpaidCents } from '@harambee/ledger';
import { type Language, say, type Words } from '@harambee/messages';
import type { Actor } from '@harambee/platform';
import type { CampaignState } from '../campaigns/campaign';
import type { Decider } from '../core/decider';
import type { Quote } from '../exchange-rates';
import { type CampaignGift, openDisputesCents } from '../money-out/campaign-gifts';
import { decidePayout, type PayoutCommand } from './payout-decisions';
import { payoutReference } from './payout-references';
import { withdrawalAmounts } from './withdrawal-fees';
import {
  giftRatesOf,
  heldByCurrency,
  type PayoutPlan,
  payoutPlan,
  ratesNeeded,
  type RatesFromDollar,
} from './withdrawal-currencies';
import type {
  Existing,
  PayoutProvider,
  RateQuoted,
  SentTransfer,
  TransferOutcome,
  WithdrawalEvent,
  WithdrawalRequest,
  WithdrawalState,
} from './withdrawal-state';

/**
 * Whether the campaign's money is the creator's already: paid, or approved and on its way (a transfer sent or about to
 * be, its outcome not known to have failed). A loss from then on is the creator's to repay, never the escrow's.
 */
export const committedToCreator = (state: WithdrawalState) =>
  state.status === 'approved' ||
  state.status === 'paying' ||
  state.status === 'unknown' ||
  state.status === 'paid';

/** Paid once any transfer was; else waiting on an approval not sent yet, or on the least settled transfer. */
const statusOf = (state: Existing): Existing['status'] => {
  const outcomes = Object.values(state.transfers);
  if (outcomes.includes('paid')) return 'paid';
  const current = payoutReference(state.request.withdrawalId, state.attempts);
  if (state.status === 'approved' && !state.transfers[current]) return 'approved';
  if (outcomes.includes('unknown')) return 'unknown';
  return outcomes.includes('pending') ? 'paying' : 'failed';
};

const withTransfer = (
  state: Existing,
  reference: string,
  outcome: TransferOutcome,
  provider: PayoutProvider | null,
  sent?: SentTransfer,
): Existing => {
  const known = {
    ...state,
    transfers: { ...state.transfers, [reference]: outcome },
    ...(sent && !state.sent?.[reference] && { sent: { ...state.sent, [reference]: sent } }),
  };
  const payout =
    provider && (outcome === 'paid' || state.status !== 'paid')
      ? { provider, reference }
      : state.payout;
  return { ...known, payout, status: statusOf(known) };
};

const sentAs = ({
  data: { amountCents, transfer },
}: Extract<
  WithdrawalEvent,
  { type: 'PayoutInitiated' | 'PayoutOutcomeUnknown' | 'PayoutPaid' }
>): SentTransfer => ({ amountCents, ...(transfer && { transfer }) });

export const evolve = (state: WithdrawalState, event: WithdrawalEvent): WithdrawalState => {
  if (event.type === 'WithdrawalRequested')
    return { status: 'requested', request: event.data, attempts: 0, transfers: {}, rates: {} };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ExchangeRateQuoted':
      return { ...state, rates: { ...state.rates, [event.data.to]: event.data } };
    case 'WithdrawalApproved':
      return {
        ...state,
        status: 'approved',
        attempts: event.data.attempt ?? 1,
        plan: event.data.payout,
      };
    case 'WithdrawalRevised': {
      const { grossCents, platformFeeCents, processingFeesCents, netCents, byCurrency } =
        event.data;
      const amounts = { grossCents, platformFeeCents, processingFeesCents, netCents };
      return {
        ...state,
        request: { ...state.request, ...amounts, ...(byCurrency && { byCurrency }) },
      };
    }
    case 'WithdrawalRejected':
      return { ...state, status: 'rejected' };
    case 'PayoutInitiated':
      return withTransfer(
        state,
        event.data.reference,
        'pending',
        event.data.provider,
        sentAs(event),
      );
    case 'PayoutOutcomeUnknown':
      return withTransfer(
        state,
        event.data.reference,
        'unknown',
        event.data.provider,
        sentAs(event),
      );
    case 'PayoutPaid':
      return withTransfer(state, event.data.reference, 'paid', event.data.provider, sentAs(event));
    case 'PayoutFailed': {
      // A payout never sent (no reference) failed as the attempt approved.
      const reference =
        event.data.reference ?? payoutReference(state.request.withdrawalId, state.attempts);
      return withTransfer(state, reference, 'failed', event.data.provider);
    }
    case 'PayoutDuplicated': {
      const { reference, provider, amountCents, transfer } = event.data;
      const sent = { provider, amountCents, ...(transfer && { transfer }) };
      return {
        ...state,
        transfers: { ...state.transfers, [reference]: 'paid' },
        duplicates: { ...state.duplicates, [reference]: sent },
      };
    }
    // No longer money sent twice: taken back by the provider, or the payout now (its `PayoutPaid` follows).
    case 'PayoutDuplicateUndone': {
      const { reference, why } = event.data;
      const duplicates = Object.fromEntries(
        Object.entries(state.duplicates ?? {}).filter(([each]) => each !== reference),
      );
      if (why === 'isThePayout') return { ...state, duplicates };
      const known = {
        ...state,
        duplicates,
        transfers: { ...state.transfers, [reference]: 'reversed' as const },
      };
      return { ...known, status: statusOf(known) };
    }
    // Paid no more: with every transfer settled, the withdrawal is failed, for an admin to pay again.
    case 'PayoutReversed':
      return withTransfer(state, event.data.reference, 'reversed', event.data.provider);
  }
};

export type LinkedWallet = {
  provider: WithdrawalRequest['wallet']['provider'];
  country: string;
  accountNumber: string;
};
/** The creator's wallet as last linked, and when: a recent change holds its payouts. */
export type CreatorWallet = LinkedWallet & { linkedAt: string };

export type WithdrawalCommand =
  | {
      type: 'RequestWithdrawal';
      actor: Actor;
      campaign: CampaignState;
      gifts: CampaignGift[];
      /** What the campaign's escrow holds in the books: no withdrawal asks for more. */
      escrowCents: number;
      wallet: CreatorWallet | undefined;
      /** Whether the payout provider pays that wallet (its network, in its country). */
      walletPaid: boolean;
      now: Date;
    }
  | {
      type: 'ApproveWithdrawal';
      /** The campaign's gifts now: an open dispute holds the approval, money the provider gave back revises it. */
      gifts: CampaignGift[];
      now: Date;
      confirmNewWallet: boolean;
      /** The rates from the dollar the source quotes now, for the currencies a conversion may need. */
      quotes: Partial<Record<CurrencyCode, Quote>>;
    }
  | { type: 'RejectWithdrawal'; reason: string; now: Date }
  | PayoutCommand;

export const WITHDRAWAL_NOT_FOUND: Words = { key: 'api.withdrawal.notFound' };
export const ALREADY_REQUESTED: Words = { key: 'api.withdrawal.alreadyRequested' };
export const NOT_FUNDED: Words = { key: 'api.withdrawal.notFunded' };
export const NO_WALLET: Words = { key: 'api.withdrawal.noWallet' };
export const walletNotPaid = ({
  provider,
  country,
}: Pick<LinkedWallet, 'provider' | 'country'>): Words => ({
  key: 'api.withdrawal.walletNotPaid',
  values: {
    provider: PROVIDER_RULES[provider].label,
    country: (language: Language) => countryNamesIn(language)(country),
  },
});
export const ALREADY_APPROVED: Words = { key: 'api.withdrawal.alreadyApproved' };
export const ALREADY_REJECTED: Words = { key: 'api.withdrawal.alreadyRejected' };
export const ALREADY_PAID: Words = { key: 'api.withdrawal.alreadyPaid' };
export const OUTCOME_UNKNOWN: Words = { key: 'api.withdrawal.outcomeUnknown' };
export const MORE_THAN_ESCROW: Words = { key: 'api.withdrawal.moreThanEscrow' };
/** Open disputes holding `cents` of the gifts: the creator's request waits (the `en` text is the English answer). */
const withdrawalHeld = (cents: number): Words => ({
  key: 'api.withdrawal.heldByDispute',
  values: { amount: cents / 100 },
});
/** Open disputes holding `cents` of the gifts: an admin's approval waits. */
const approvalHeld = (cents: number): Words => ({
  key: 'api.withdrawal.approvalHeldByDispute',
  values: { amount: cents / 100 },
});
export const heldByDispute = (cents: number) => say('en', withdrawalHeld(cents));
export const approvalHeldByDispute = (cents: number) => say('en', approvalHeld(cents));
export const payoutRateMissing = (currency: CurrencyCode): Words => ({
  key: 'api.withdrawal.rateMissing',
  values: { currency },
});
export const PAYOUT_ABOVE_NET: Words = { key: 'api.withdrawal.payoutAboveNet' };
export const REVISED_FOR_PROVIDER_REVERSALS =
  'The payment provider gave gifts back (a refund from its side or a lost dispute) after the withdrawal was requested';
export const NOTHING_TO_WITHDRAW: Words = { key: 'api.withdrawal.nothingToWithdraw' };
export const NOTHING_LEFT =
  'Every gift was given back before approval: nothing is left to pay out, so no fee is taken and the withdrawal is closed';

const requestWithdrawal = (
  command: Extract<WithdrawalCommand, { type: 'RequestWithdrawal' }>,
  state: WithdrawalState,
): WithdrawalEvent[] => {
  const { campaign, actor, wallet } = command;
  if (campaign.status === 'none' || campaign.status === 'deleted')
    throw new NotFoundError({ key: 'api.campaign.notFound' });
  if (actor.userId !== campaign.creatorId) throw new ForbiddenError();
  // A rejected withdrawal may be asked for again once its reason is mended: else the escrow would hold it forever.
  if (state.status !== 'none' && state.status !== 'rejected')
    throw new RuleBrokenError(ALREADY_REQUESTED);
  if (campaign.ended?.outcome !== 'funded') throw new InvalidInputError(NOT_FUNDED);
  if (!wallet) throw new InvalidInputError(NO_WALLET);
  if (!command.walletPaid) throw new InvalidInputError(walletNotPaid(wallet));
  const disputed = openDisputesCents(command.gifts);
  if (disputed > 0) throw new RuleBrokenError(withdrawalHeld(disputed));
  const amounts = withdrawalAmounts(command.gifts);
  if (amounts.grossCents === 0) throw new RuleBrokenError(NOTHING_TO_WITHDRAW);
  if (amounts.grossCents > command.escrowCents) throw new RuleBrokenError(MORE_THAN_ESCROW);
  return [
    {
      type: 'WithdrawalRequested',
      data: {
        withdrawalId: campaign.campaignId,
        campaignId: campaign.campaignId,
        creatorId: campaign.creatorId,
        ...amounts,
        currency: 'usd',
        byCurrency: heldByCurrency(command.gifts),
        wallet: {
          provider: wallet.provider,
          country: wallet.country,
          maskedAccount: maskAccountNumber(wallet.accountNumber),
          linkedAt: wallet.linkedAt,
        },
        accountNumber: wallet.accountNumber,
        requestedAt: command.now.toISOString(),
      },
    },
  ];
};

const existing = (state: WithdrawalState) => {
  if (state.status === 'none') throw new NotFoundError(WITHDRAWAL_NOT_FOUND);
  return state;
};

/** The time of a wallet change as an admin reads it in a refusal: UTC, to the minute. */
const shownAt = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The amounts again from what the gifts still bring, when the provider gave some back since the request; only ever
 * down, so an approval never sends more than was asked for.
 */
const revision = (
  request: WithdrawalRequest,
  gifts: CampaignGift[],
  now: Date,
): WithdrawalEvent[] => {
  if (!gifts.some((gift) => gift.reversedCents > 0)) return [];
  const amounts = withdrawalAmounts(gifts);
  if (amounts.grossCents >= request.grossCents) return [];
  const { withdrawalId, campaignId } = request;
  return [
    {
      type: 'WithdrawalRevised',
      data: {
        withdrawalId,
        campaignId,
        ...amounts,
        byCurrency: heldByCurrency(gifts),
        reason: REVISED_FOR_PROVIDER_REVERSALS,
        revisedAt: now.toISOString(),
      },
    },
  ];
};

/** The wallet's currency a withdrawal is paid out in. */
export const payoutCurrencyOf = (request: WithdrawalRequest) =>
  walletCurrencyOf(request.wallet.country, request.wallet.provider);

/**
 * The rates a payout of what the request holds needs, as `ExchangeRateQuoted` keeps them, and the payout they price;
 * refused while one of them cannot be quoted (missing, or too old where that matters). None for old requests.
 */
export const pricedPayout = (
  request: WithdrawalRequest,
  quotes: Partial<Record<CurrencyCode, Quote>>,
  now: Date,
): { rates: RateQuoted[]; plan?: PayoutPlan } => {
  if (!request.byCurrency) return { rates: [] };
  const currency = payoutCurrencyOf(request);
  const rates = ratesNeeded(request.byCurrency, currency).map((to): RateQuoted => {
    const quote = quotes[to];
    if (!quote?.ok) throw new RuleBrokenError(payoutRateMissing(to));
    return {
      withdrawalId: request.withdrawalId,
      ...quote.rate,
      source: quote.source,
      asOf: quote.asOf.toISOString(),
      quotedAt: now.toISOString(),
    };
  });
  const byTo: RatesFromDollar = Object.fromEntries(
    rates.map(({ from, to, value }) => [to, { from, to, value }]),
  );
  return { rates, plan: payoutPlan(request.byCurrency, currency, byTo) };
};

/** Every currency a payout of these gifts to this wallet could involve, besides the dollar. */
export const currenciesToQuote = (request: WithdrawalRequest, gifts: CampaignGift[]) =>
  [
    ...new Set([payoutCurrencyOf(request), ...heldByCurrency(gifts).map((each) => each.currency)]),
  ].filter((currency) => currency !== GOAL_CURRENCY);

/**
 * An admin approves a requested withdrawal, or approves again one whose every transfer is known to have failed: the
 * payout is retried. Never while a transfer is pending or its outcome unknown, so one withdrawal is paid once.
 * A wallet linked in the last 48 hours may be a thief's: its payout waits until the admin confirms it. Never while a
 * dispute is open on the campaign's gifts; what the provider gave back since the request revises the amounts.
 */
const approveWithdrawal = (
  command: Extract<WithdrawalCommand, { type: 'ApproveWithdrawal' }>,
  withdrawal: Existing,
): WithdrawalEvent[] => {
  if (withdrawal.status === 'rejected') throw new RuleBrokenError(ALREADY_REJECTED);
  if (withdrawal.status === 'paid') throw new RuleBrokenError(ALREADY_PAID);
  if (withdrawal.status === 'unknown') throw new RuleBrokenError(OUTCOME_UNKNOWN);
  if (withdrawal.status !== 'requested' && withdrawal.status !== 'failed')
    throw new RuleBrokenError(ALREADY_APPROVED);
  const disputed = openDisputesCents(command.gifts);
  if (disputed > 0) throw new RuleBrokenError(approvalHeld(disputed));
  const { linkedAt } = withdrawal.request.wallet;
  const newWallet = linkedAt !== undefined && walletIsNew(linkedAt, command.now);
  if (newWallet && !command.confirmNewWallet)
    throw new RuleBrokenError({
      key: 'api.withdrawal.newWalletHeld',
      values: { changedOn: shownAt(linkedAt), hours: NEW_WALLET_HOLD_HOURS },
    });
  const { withdrawalId, campaignId } = withdrawal.request;
  const attempt = withdrawal.attempts + 1;
  const revised = revision(withdrawal.request, command.gifts, command.now);
  const request = revised.reduce(evolve, withdrawal) as Existing;
  if (request.request.grossCents === 0)
    return [
      ...revised,
      {
        type: 'WithdrawalRejected',
        data: {
          withdrawalId,
          campaignId,
          reason: NOTHING_LEFT,
          rejectedAt: command.now.toISOString(),
        },
      },
    ];
  const { rates, plan } = pricedPayout(request.request, command.quotes, command.now);
  if (plan && overpaidCents(plan, request.request.netCents, giftRatesOf(command.gifts)) > 0)
    throw new RuleBrokenError(PAYOUT_ABOVE_NET);
  return [
    ...revised,
    ...rates.map((data) => ({ type: 'ExchangeRateQuoted' as const, data })),
    {
      type: 'WithdrawalApproved',
      data: {
        withdrawalId,
        campaignId,
        approvedAt: command.now.toISOString(),
        ...(attempt > 1 && { attempt }),
        ...(newWallet && { newWalletConfirmed: true as const }),
        ...(plan && { payout: plan }),
      },
    },
  ];
};

export const decide = (command: WithdrawalCommand, state: WithdrawalState): WithdrawalEvent[] => {
  switch (command.type) {
    case 'RequestWithdrawal':
      return requestWithdrawal(command, state);
    case 'ApproveWithdrawal':
      return approveWithdrawal(command, existing(state));
    case 'RejectWithdrawal': {
      const withdrawal = existing(state);
      if (withdrawal.status === 'rejected') throw new RuleBrokenError(ALREADY_REJECTED);
      if (withdrawal.status !== 'requested') throw new RuleBrokenError(ALREADY_APPROVED);
      const { withdrawalId, campaignId } = withdrawal.request;
      return [
        {
          type: 'WithdrawalRejected',
          data: {
            withdrawalId,
            campaignId,
            reason: command.reason,
            rejectedAt: command.now.toISOString(),
          },
        },
      ];
    }
    case 'RecordPayout':
    case 'SettlePayout':
    case 'RecordTransferChecks':
      return decidePayout(
        command,
        existing(state),
        (before, event) => evolve(before, event) as Existing,
      );
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const withdrawalDecider: Decider<WithdrawalState, WithdrawalCommand, WithdrawalEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

/** One withdrawal per campaign: its id is the campaign's. */
export const withdrawalStream = (campaignId: string) => `withdrawal-${campaignId}`;
