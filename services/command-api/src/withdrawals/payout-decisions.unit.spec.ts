import type { EventOf } from '@harambee/events';
import { RuleBrokenError } from '@harambee/platform';
import { specFor } from '../core/given-when-then';
import { NOT_AT_PROVIDER, type TransferCheck } from './payout-decisions';
import { ALREADY_APPROVED, OUTCOME_UNKNOWN, withdrawalDecider } from './withdrawal';

const id = 'c-7';
const retry = `${id}_retry2`;
const now = new Date('2026-12-04T10:00:00.000Z');
const at = now.toISOString();
const ids = { withdrawalId: id, campaignId: id };
const given = specFor(withdrawalDecider);

const requested: EventOf<'WithdrawalRequested'> = {
  type: 'WithdrawalRequested',
  data: {
    ...ids,
    creatorId: 'u-7',
    grossCents: 10_000,
    platformFeeCents: 500,
    processingFeesCents: 390,
    netCents: 9_110,
    currency: 'usd',
    wallet: { provider: 'mpesa', country: 'Kenya', maskedAccount: '******5678' },
    accountNumber: '0712345678',
    requestedAt: at,
  },
};
const approved: EventOf<'WithdrawalApproved'> = {
  type: 'WithdrawalApproved',
  data: { ...ids, approvedAt: at },
};
const approvedAgain: EventOf<'WithdrawalApproved'> = {
  type: 'WithdrawalApproved',
  data: { ...ids, approvedAt: at, attempt: 2 },
};
const payout = (reference: string) => ({
  ...ids,
  provider: 'paystack' as const,
  reference,
  amountCents: 9_110,
});
const timedOut: EventOf<'PayoutOutcomeUnknown'> = {
  type: 'PayoutOutcomeUnknown',
  data: { ...payout(id), reason: 'Paystack did not answer: 500', at },
};
const initiated = (reference: string): EventOf<'PayoutInitiated'> => ({
  type: 'PayoutInitiated',
  data: { ...payout(reference), initiatedAt: at },
});
const paid = (reference: string): EventOf<'PayoutPaid'> => ({
  type: 'PayoutPaid',
  data: { ...payout(reference), paidAt: at },
});
const failed = (reference: string, reason: string): EventOf<'PayoutFailed'> => ({
  type: 'PayoutFailed',
  data: { ...ids, provider: 'paystack', reference, reason, failedAt: at },
});
const duplicated = (reference: string, paidReference: string): EventOf<'PayoutDuplicated'> => ({
  type: 'PayoutDuplicated',
  data: { ...payout(reference), paidReference, detectedAt: at },
});
const checks = (...found: TransferCheck[]) => ({
  type: 'RecordTransferChecks' as const,
  provider: 'paystack' as const,
  checks: found,
  now,
});
const callback = (reference: string) => ({
  type: 'SettlePayout' as const,
  provider: 'paystack' as const,
  reference,
  outcome: { status: 'paid' as const },
  now,
});

describe('a payout whose transfer call went unanswered', () => {
  it('when the transfer call times out or answers 5xx, then its outcome is recorded unknown, never failed', () => {
    given([requested, approved])
      .when({
        type: 'RecordPayout',
        result: {
          status: 'unknown',
          provider: 'paystack',
          reference: id,
          reason: 'Paystack did not answer: 500',
        },
        now,
      })
      .then([timedOut]);
  });

  it('when an admin approves again while the outcome is unknown, then no retry is approved', () => {
    given([requested, approved, timedOut])
      .when({ type: 'ApproveWithdrawal', gifts: [], now, confirmNewWallet: false, quotes: {} })
      .thenThrows(RuleBrokenError, OUTCOME_UNKNOWN);
  });

  it('when the provider says the unknown transfer succeeded, then the withdrawal is paid by it', () => {
    given([requested, approved, timedOut])
      .when(checks({ reference: id, status: 'paid' }))
      .then([paid(id)]);
  });

  it('when the provider says it is still pending, then it is initiated and a retry is still refused', () => {
    given([requested, approved, timedOut])
      .when(checks({ reference: id, status: 'pending' }))
      .then([initiated(id)]);
    given([requested, approved, timedOut, initiated(id)])
      .when({ type: 'ApproveWithdrawal', gifts: [], now, confirmNewWallet: false, quotes: {} })
      .thenThrows(RuleBrokenError, ALREADY_APPROVED);
  });

  it('when the provider never saw the reference, then the transfer failed and only then may a retry go out', () => {
    given([requested, approved, timedOut])
      .when(checks({ reference: id, status: 'notFound' }))
      .then([failed(id, NOT_AT_PROVIDER)]);
    given([requested, approved, timedOut, failed(id, NOT_AT_PROVIDER)])
      .when({ type: 'ApproveWithdrawal', gifts: [], now, confirmNewWallet: false, quotes: {} })
      .then([approvedAgain]);
  });

  it('when the provider cannot be asked, or is asked about a transfer of another withdrawal, then nothing is recorded', () => {
    given([requested, approved, timedOut])
      .when(checks({ reference: id, status: 'unknown' }, { reference: 'c-8', status: 'paid' }))
      .then([]);
  });
});

describe('at most one transfer is the payout', () => {
  const firstFailed = failed(id, NOT_AT_PROVIDER);
  /** The first attempt timed out and was taken as failed; the retry was sent. */
  const retrying = [requested, approved, timedOut, firstFailed, approvedAgain, initiated(retry)];

  it('when the first attempt succeeds late, after the retry was paid, then it is recorded as a duplicate', () => {
    given([...retrying, paid(retry)])
      .when(callback(id))
      .then([duplicated(id, retry)]);
  });

  it('when the first attempt succeeds late while the retry is pending, then it is the payout, and the retry a duplicate', () => {
    const history = retrying;
    given(history)
      .when(callback(id))
      .then([paid(id)]);
    given([...history, paid(id)])
      .when(callback(retry))
      .then([duplicated(retry, id)]);
  });

  it('when the success of a duplicate is heard again, then nothing more is recorded', () => {
    given([...retrying, paid(retry), duplicated(id, retry)])
      .when(checks({ reference: id, status: 'paid' }, { reference: retry, status: 'paid' }))
      .then([]);
  });
});

// Issue 42, item 5: a transfer Paystack reversed after its success was dropped, the money booked as the creator's.
describe('a payout the provider takes back', () => {
  const reversal = (reference: string) => ({
    type: 'SettlePayout' as const,
    provider: 'paystack' as const,
    reference,
    outcome: { status: 'reversed' as const, reason: 'Account closed' },
    now,
  });
  const reversed: EventOf<'PayoutReversed'> = {
    type: 'PayoutReversed',
    data: { ...payout(id), reason: 'Account closed', reversedAt: at },
  };

  it('when the paid transfer is reversed, then the payout is undone once, and an admin may pay it again', () => {
    given([requested, approved, initiated(id), paid(id)])
      .when(reversal(id))
      .then([reversed]);
    given([requested, approved, initiated(id), paid(id), reversed])
      .when(reversal(id))
      .then([]);
    given([requested, approved, initiated(id), paid(id), reversed])
      .when({ type: 'ApproveWithdrawal', gifts: [], now, confirmNewWallet: false, quotes: {} })
      .then([approvedAgain]);
  });

  it('when a reversed transfer is later said to succeed, then it is not paid again', () => {
    given([requested, approved, initiated(id), paid(id), reversed])
      .when(callback(id))
      .then([]);
  });

  it('when the provider, asked, says the paid transfer was reversed, then the payout is undone as by its webhook', () => {
    given([requested, approved, initiated(id), paid(id)])
      .when(checks({ reference: id, status: 'reversed', reason: 'Account closed' }))
      .then([reversed]);
  });

  it('when a transfer never paid is reversed, then it simply failed', () => {
    given([requested, approved, initiated(id)])
      .when(reversal(id))
      .then([failed(id, 'Account closed')]);
  });
});
