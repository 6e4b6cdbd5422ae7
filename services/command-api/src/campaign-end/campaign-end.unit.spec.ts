import { say } from '@harambee/messages';
import type { EventOf } from '@harambee/events';
import { NotFoundError, RuleBrokenError } from '@harambee/platform';
import { acceptsDonations, CAMPAIGN_ENDED, campaignDecider, evolve } from '../campaigns/campaign';
import { specFor } from '../core/given-when-then';
import { approved, campaignId, created } from '../campaigns/testing/campaign-history';

const afterEnd = new Date('2026-12-02T00:00:30.000Z');
const beforeEnd = new Date('2026-11-25T12:00:00.000Z');
const ended = (data: Partial<EventOf<'CampaignEnded'>['data']>): EventOf<'CampaignEnded'> => ({
  type: 'CampaignEnded',
  data: {
    campaignId,
    outcome: 'funded',
    raisedCents: 500_000,
    goalCents: 500_000,
    endedAt: afterEnd.toISOString(),
    reason: 'endDate',
    closeReason: null,
    refundAll: false,
    ...data,
  },
});
const given = specFor(campaignDecider);
const close = (raisedCents: number, refund = false, now = beforeEnd) => ({
  type: 'CloseCampaign' as const,
  raisedCents,
  closeReason: 'Creator asked',
  refund,
  now,
});

describe('campaign end', () => {
  it('when an approved campaign reaches its end date having raised its goal, then it ends funded', () => {
    given([created, approved])
      .when({ type: 'EndCampaign', raisedCents: 500_000, now: afterEnd })
      .then([ended({})]);
  });

  it('when an approved campaign reaches its end date short of its goal, then it ends failed and refunds everyone', () => {
    given([created, approved])
      .when({ type: 'EndCampaign', raisedCents: 499_999, now: afterEnd })
      .then([ended({ outcome: 'failed', raisedCents: 499_999, refundAll: true })]);
  });

  it('when the end date has not come, then the scheduler ends nothing', () => {
    given([created, approved])
      .when({ type: 'EndCampaign', raisedCents: 0, now: beforeEnd })
      .then([]);
  });

  it('when the scheduler ends a campaign already ended, then nothing more happens', () => {
    given([created, approved, ended({})])
      .when({ type: 'EndCampaign', raisedCents: 1, now: afterEnd })
      .then([]);
  });

  it('when a pending campaign passes its end date, then the scheduler ends nothing', () => {
    given([created]).when({ type: 'EndCampaign', raisedCents: 0, now: afterEnd }).then([]);
  });

  it('when an admin closes a campaign short of its goal, then it ends failed with the reason and refunds everyone', () => {
    given([created, approved])
      .when(close(100_000))
      .then([
        ended({
          outcome: 'failed',
          raisedCents: 100_000,
          endedAt: beforeEnd.toISOString(),
          reason: 'closedByAdmin',
          closeReason: 'Creator asked',
          refundAll: true,
        }),
      ]);
  });

  it('when an admin closes a campaign that reached its goal, then it ends funded', () => {
    given([created, approved])
      .when(close(600_000))
      .then([
        ended({
          raisedCents: 600_000,
          endedAt: beforeEnd.toISOString(),
          reason: 'closedByAdmin',
          closeReason: 'Creator asked',
        }),
      ]);
  });

  it('when an admin closes a funded campaign asking for refunds, then it ends failed and refunds everyone', () => {
    given([created, approved])
      .when(close(600_000, true))
      .then([
        ended({
          outcome: 'failed',
          raisedCents: 600_000,
          endedAt: beforeEnd.toISOString(),
          reason: 'closedByAdmin',
          closeReason: 'Creator asked',
          refundAll: true,
        }),
      ]);
  });

  it('when an admin closes an ended campaign, then the rule is broken', () => {
    given([created, approved, ended({})])
      .when(close(0))
      .thenThrows(RuleBrokenError, say('en', CAMPAIGN_ENDED));
  });

  it('when an admin closes a pending campaign, then the rule is broken', () => {
    given([created])
      .when(close(0))
      .thenThrows(RuleBrokenError, /approved/);
  });

  it('when an admin closes a campaign that does not exist, then it is not found', () => {
    given([]).when(close(0)).thenThrows(NotFoundError);
  });

  it('when a campaign has ended, then it takes no more donations even before its end date', () => {
    const state = [created, approved, ended({ endedAt: beforeEnd.toISOString() })].reduce(
      evolve,
      campaignDecider.initialState,
    );
    expect(acceptsDonations(state, beforeEnd)).toBe(false);
  });
});
