import { say } from '@harambee/messages';
import type { EventOf } from '@harambee/events';
import { NotFoundError, RuleBrokenError } from '@harambee/platform';
import { specFor } from '../core/given-when-then';
import {
  DISPUTE_CLOSED,
  DISPUTE_CONTESTED,
  DISPUTE_NOT_FOUND,
  disputeActionDecider,
  NOTHING_OWED,
  PAYOUT_IN_FLIGHT,
} from './dispute-actions';

const spec = specFor(disputeActionDecider);
const now = new Date('2026-11-29T06:00:00.000Z');
const at = now.toISOString();

const gift = {
  paymentId: 'pay-1',
  donationId: 'don-1',
  campaignId: 'camp-1',
  provider: 'stripe' as const,
};
const opened = (afterPayout = false): EventOf<'DisputeOpened'> => ({
  type: 'DisputeOpened',
  data: {
    ...gift,
    amountCents: 2500,
    currency: 'usd',
    disputeId: 'dp_1',
    reason: 'fraudulent',
    evidenceDueBy: '2026-12-06T00:00:00.000Z',
    afterPayout,
    openedAt: '2026-11-28T00:00:00.000Z',
  },
});
const closed = (outcome: 'won' | 'lost', afterPayout = false): EventOf<'DisputeClosed'> => ({
  type: 'DisputeClosed',
  data: {
    ...gift,
    amountCents: 2500,
    currency: 'usd',
    disputeId: 'dp_1',
    outcome,
    afterPayout,
    closedAt: at,
  },
});
const answered = { ...gift, disputeId: 'dp_1', adminId: 'admin-1' };
const accepted: EventOf<'DisputeAccepted'> = {
  type: 'DisputeAccepted',
  data: { ...answered, reason: 'The donor never got the goods', acceptedAt: at },
};
const contested: EventOf<'DisputeContested'> = {
  type: 'DisputeContested',
  data: { ...answered, evidence: 'Receipt mailed; campaign delivered', contestedAt: at },
};
const writtenOff: EventOf<'DisputeWrittenOff'> = {
  type: 'DisputeWrittenOff',
  data: { ...answered, amountCents: 2500, reason: 'The creator cannot repay', writtenOffAt: at },
};

const accept = (afterPayout = false) => ({
  type: 'AcceptDispute' as const,
  disputeId: 'dp_1',
  adminId: 'admin-1',
  reason: 'The donor never got the goods',
  afterPayout,
  now,
});
const contest = (evidence = 'Receipt mailed; campaign delivered') => ({
  type: 'ContestDispute' as const,
  disputeId: 'dp_1',
  adminId: 'admin-1',
  evidence,
  now,
});
const writeOff = {
  type: 'WriteOffDispute' as const,
  disputeId: 'dp_1',
  adminId: 'admin-1',
  reason: 'The creator cannot repay',
  payoutPaid: true,
  now,
};

describe('an admin answers a dispute', () => {
  it('when an open dispute is accepted, then it is accepted by that admin with the reason and closes lost', () =>
    spec([opened()])
      .when(accept())
      .then([accepted, closed('lost')]));

  it('when it is accepted after the payout, then the close says the creator owes it', () =>
    spec([opened()])
      .when(accept(true))
      .then([accepted, closed('lost', true)]));

  it('when an accepted dispute is accepted again, then nothing more is recorded', () =>
    spec([opened(), accepted, closed('lost')])
      .when(accept())
      .then([]));

  it('when a dispute the provider closed is accepted, then it is refused: closed', () =>
    spec([opened(), closed('won')])
      .when(accept())
      .thenThrows(RuleBrokenError, say('en', DISPUTE_CLOSED)));

  it('when a contested dispute is accepted, then it is refused: the provider decides it now', () =>
    spec([opened(), contested])
      .when(accept())
      .thenThrows(RuleBrokenError, say('en', DISPUTE_CONTESTED)));

  it('when an open dispute is contested with evidence, then the evidence is recorded with the admin', () =>
    spec([opened()]).when(contest()).then([contested]));

  it('when the same evidence is sent again, then nothing more is recorded', () =>
    spec([opened(), contested]).when(contest()).then([]));

  it('when other evidence follows submitted evidence, then it is refused', () =>
    spec([opened(), contested])
      .when(contest('Something else'))
      .thenThrows(RuleBrokenError, say('en', DISPUTE_CONTESTED)));

  it('when a closed dispute is contested, then it is refused', () =>
    spec([opened(), closed('lost')])
      .when(contest())
      .thenThrows(RuleBrokenError, say('en', DISPUTE_CLOSED)));

  it('when an open dispute owed by the creator is written off, then its amount is written off by that admin', () =>
    spec([opened(true)])
      .when(writeOff)
      .then([writtenOff]));

  it('when it is written off again, then nothing more is recorded', () =>
    spec([opened(true), writtenOff])
      .when(writeOff)
      .then([]));

  it('when the campaign still held the money, then nothing is owed to write off', () =>
    spec([opened(false)])
      .when(writeOff)
      .thenThrows(RuleBrokenError, say('en', NOTHING_OWED)));

  it('when the payout is still on its way, then it is refused until it is paid', () =>
    spec([opened(true)])
      .when({ ...writeOff, payoutPaid: false })
      .thenThrows(RuleBrokenError, say('en', PAYOUT_IN_FLIGHT)));

  it('when a lost dispute (written off as it closed) is written off, then it is refused: closed', () =>
    spec([opened(true), closed('lost', true)])
      .when(writeOff)
      .thenThrows(RuleBrokenError, say('en', DISPUTE_CLOSED)));

  it('when a written-off dispute is contested, then it can still be contested (the money may come back)', () =>
    spec([opened(true), writtenOff])
      .when(contest())
      .then([contested]));

  it('when the dispute is not on the gift, then it is not found', () =>
    spec([]).when(accept()).thenThrows(NotFoundError, say('en', DISPUTE_NOT_FOUND)));
});
