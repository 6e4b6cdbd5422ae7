import type { Words } from '@harambee/messages';
import { NotFoundError } from '@harambee/platform';
import type {
  DuplicateSent,
  Existing,
  PayoutProvider,
  SentTransfer,
  WithdrawalEvent,
} from './withdrawal-state';
import { attemptReferences } from './payout-references';
import { conversionFeeMinor } from './withdrawal-currencies';

/** What the payout gateway answered to a transfer, or (reference null) why it was not asked. */
export type PayoutResult =
  | { status: 'paid' | 'pending'; provider: PayoutProvider; reference: string }
  | { status: 'unknown'; provider: PayoutProvider; reference: string; reason: string }
  | { status: 'failed'; provider: PayoutProvider | null; reference: string | null; reason: string };

/** What the provider says of one transfer asked for by its reference; `unknown` when it could not be asked. */
export type TransferCheck = {
  reference: string;
  status: 'paid' | 'pending' | 'failed' | 'reversed' | 'notFound' | 'unknown';
  reason?: string;
};

export type PayoutCommand =
  | { type: 'RecordPayout'; result: PayoutResult; now: Date }
  | {
      type: 'SettlePayout';
      provider: PayoutProvider;
      reference: string;
      outcome: { status: 'paid' } | { status: 'failed' | 'reversed'; reason: string };
      now: Date;
    }
  | { type: 'RecordTransferChecks'; provider: PayoutProvider; checks: TransferCheck[]; now: Date };

export const UNKNOWN_TRANSFER: Words = { key: 'api.payout.unknownTransfer' };
export const payoutAmountDiffers = (
  reference: string,
  sentMinor: number,
  toldMinor: number,
): Words => ({
  key: 'api.payout.amountDiffers',
  values: { reference, sentMinor: String(sentMinor), toldMinor: String(toldMinor) },
});
export const NOT_AT_PROVIDER = 'payout.reason.notAtProvider';
export const REVERSED_AT_PROVIDER = 'payout.reason.reversedAtProvider';
export const DUPLICATE_IS_THE_PAYOUT = 'payout.reason.duplicateIsThePayout';

const idsOf = ({ request }: Existing) => ({
  withdrawalId: request.withdrawalId,
  campaignId: request.campaignId,
});

/** What the transfer sends in the wallet's currency, as the approval priced it (none on older approvals). */
const transferOf = ({ plan }: Existing) =>
  plan && {
    transfer: {
      currency: plan.currency,
      amountMinor: plan.amountMinor,
      conversionFeeMinor: conversionFeeMinor(plan),
    },
  };

/**
 * What a transfer sent, as it was sent (a later approval may have priced the withdrawal anew); as the latest approval
 * prices it for one being sent now, or sent before this was kept.
 */
const sentBy = (withdrawal: Existing, reference: string): SentTransfer =>
  withdrawal.sent?.[reference] ?? {
    amountCents: withdrawal.request.netCents,
    ...transferOf(withdrawal),
  };

const sent = (withdrawal: Existing, result: PayoutResult, at: string): WithdrawalEvent[] => {
  const ids = idsOf(withdrawal);
  if (result.status === 'failed') {
    const { provider, reference, reason } = result;
    return [{ type: 'PayoutFailed', data: { ...ids, provider, reference, reason, failedAt: at } }];
  }
  const { provider, reference } = result;
  const payout = { ...ids, provider, reference, ...sentBy(withdrawal, reference) };
  switch (result.status) {
    case 'paid':
      return [{ type: 'PayoutPaid', data: { ...payout, paidAt: at } }];
    case 'pending':
      return [{ type: 'PayoutInitiated', data: { ...payout, initiatedAt: at } }];
    case 'unknown':
      return [{ type: 'PayoutOutcomeUnknown', data: { ...payout, reason: result.reason, at } }];
  }
};

/** One transfer is the payout: the first to succeed. Any later success is money sent twice, for admins to recover. */
const succeeded = (
  withdrawal: Existing,
  provider: PayoutProvider,
  reference: string,
  at: string,
): WithdrawalEvent[] => {
  const known = withdrawal.transfers[reference];
  if (known === 'paid' || known === 'reversed') return [];
  const paid = withdrawal.status === 'paid' ? withdrawal.payout : undefined;
  if (!paid) return sent(withdrawal, { status: 'paid', provider, reference }, at);
  return [
    {
      type: 'PayoutDuplicated',
      data: {
        ...idsOf(withdrawal),
        provider,
        reference,
        paidReference: paid.reference,
        ...sentBy(withdrawal, reference),
        detectedAt: at,
      },
    },
  ];
};

/** A transfer known to have failed stays failed; a paid one is only undone by its reversal (`reversed`). */
const failed = (
  withdrawal: Existing,
  provider: PayoutProvider,
  reference: string,
  reason: string,
  at: string,
): WithdrawalEvent[] => {
  const outcome = withdrawal.transfers[reference];
  if (outcome === 'failed' || outcome === 'paid' || outcome === 'reversed') return [];
  return sent(withdrawal, { status: 'failed', provider, reference, reason }, at);
};

/** A transfer booked as sent twice is so no more: `why` it was taken back, or is the payout now. */
const duplicateUndone = (
  withdrawal: Existing,
  reference: string,
  { provider, amountCents, transfer }: DuplicateSent,
  why: 'reversed' | 'isThePayout',
  reason: string,
  at: string,
): WithdrawalEvent => ({
  type: 'PayoutDuplicateUndone',
  data: {
    ...idsOf(withdrawal),
    provider,
    reference,
    amountCents,
    ...(transfer && { transfer }),
    why,
    reason,
    undoneAt: at,
  },
});

/**
 * The provider took back a transfer: the payout's, once paid, is reversed (its money the escrow's again), and a
 * transfer sent twice beside it, which stays with the creator, is the payout instead; a duplicate taken back is money
 * to recover no more; one never paid simply failed; one already reversed changes nothing here.
 */
const reversed = (
  withdrawal: Existing,
  provider: PayoutProvider,
  reference: string,
  reason: string,
  at: string,
): WithdrawalEvent[] => {
  if (withdrawal.transfers[reference] !== 'paid')
    return failed(withdrawal, provider, reference, reason, at);
  const duplicate = withdrawal.duplicates?.[reference];
  if (duplicate) return [duplicateUndone(withdrawal, reference, duplicate, 'reversed', reason, at)];
  if (withdrawal.status !== 'paid' || withdrawal.payout?.reference !== reference) return [];
  const payout = { ...idsOf(withdrawal), provider, reference, ...sentBy(withdrawal, reference) };
  const reversal: WithdrawalEvent = {
    type: 'PayoutReversed',
    data: { ...payout, reason, reversedAt: at },
  };
  const [instead] = Object.entries(withdrawal.duplicates ?? {});
  if (!instead) return [reversal];
  const [insteadReference, sentTwice] = instead;
  const { amountCents, transfer } = sentTwice;
  return [
    reversal,
    duplicateUndone(
      withdrawal,
      insteadReference,
      sentTwice,
      'isThePayout',
      DUPLICATE_IS_THE_PAYOUT,
      at,
    ),
    {
      type: 'PayoutPaid',
      data: {
        ...idsOf(withdrawal),
        provider: sentTwice.provider,
        reference: insteadReference,
        amountCents,
        ...(transfer && { transfer }),
        paidAt: at,
      },
    },
  ];
};

/** A transfer whose outcome was unknown turns out to be queued at the provider. */
const pending = (
  withdrawal: Existing,
  provider: PayoutProvider,
  reference: string,
  at: string,
): WithdrawalEvent[] =>
  withdrawal.transfers[reference] === 'unknown'
    ? sent(withdrawal, { status: 'pending', provider, reference }, at)
    : [];

const isAttempt = (withdrawal: Existing, reference: string) =>
  attemptReferences(withdrawal.request.withdrawalId, withdrawal.attempts).includes(reference);

const checked = (
  withdrawal: Existing,
  provider: PayoutProvider,
  check: TransferCheck,
  at: string,
): WithdrawalEvent[] => {
  const { reference } = check;
  if (!isAttempt(withdrawal, reference)) return [];
  switch (check.status) {
    case 'paid':
      return succeeded(withdrawal, provider, reference, at);
    case 'pending':
      return pending(withdrawal, provider, reference, at);
    case 'failed':
    case 'notFound':
      return failed(withdrawal, provider, reference, check.reason ?? NOT_AT_PROVIDER, at);
    case 'reversed':
      return reversed(withdrawal, provider, reference, check.reason ?? REVERSED_AT_PROVIDER, at);
    case 'unknown':
      return [];
  }
};

/** Each check decides on the state the checks before it left. */
const recordChecks = (
  withdrawal: Existing,
  evolve: (state: Existing, event: WithdrawalEvent) => Existing,
  { provider, checks, now }: Extract<PayoutCommand, { type: 'RecordTransferChecks' }>,
) => {
  const events: WithdrawalEvent[] = [];
  let state = withdrawal;
  for (const check of checks) {
    const decided = checked(state, provider, check, now.toISOString());
    events.push(...decided);
    state = decided.reduce(evolve, state);
  }
  return events;
};

/**
 * A transfer's outcome, as the gateway answered when it was sent, as its callback says, or as the provider says when
 * asked: at most one transfer is recorded as the payout, whatever the retries and however late the answers.
 */
export const decidePayout = (
  command: PayoutCommand,
  withdrawal: Existing,
  evolve: (state: Existing, event: WithdrawalEvent) => Existing,
): WithdrawalEvent[] => {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'RecordPayout':
      return withdrawal.status === 'approved' ? sent(withdrawal, command.result, at) : [];
    case 'SettlePayout': {
      const { provider, reference, outcome } = command;
      if (!isAttempt(withdrawal, reference) && withdrawal.payout?.reference !== reference)
        throw new NotFoundError(UNKNOWN_TRANSFER);
      if (outcome.status === 'paid') return succeeded(withdrawal, provider, reference, at);
      return outcome.status === 'reversed'
        ? reversed(withdrawal, provider, reference, outcome.reason, at)
        : failed(withdrawal, provider, reference, outcome.reason, at);
    }
    case 'RecordTransferChecks':
      return recordChecks(withdrawal, evolve, command);
  }
};
