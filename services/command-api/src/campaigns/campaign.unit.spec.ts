import type { EventOf } from '@harambee/events';
import { message, say } from '@harambee/messages';
import {
  ForbiddenError,
  NotFoundError,
  RuleBrokenError,
  TooManyRequestsError,
} from '@harambee/platform';
import { CAMPAIGN_UPDATES_PER_DAY } from '@harambee/rules';
import { specFor } from '../core/given-when-then';
import {
  acceptsDonations,
  campaignDecider,
  evolve,
  FUNDED_NOT_DELETED,
  givesGiftsBack,
} from './campaign';
import {
  admin,
  approved,
  at,
  campaignId,
  created,
  creator,
  featured,
} from './testing/campaign-history';

const ended = (outcome: 'funded' | 'failed'): EventOf<'CampaignEnded'> => ({
  type: 'CampaignEnded',
  data: {
    campaignId,
    outcome,
    raisedCents: outcome === 'funded' ? 500_000 : 0,
    goalCents: 500_000,
    endedAt: at,
    reason: 'endDate',
    closeReason: null,
    refundAll: outcome === 'failed',
  },
});
const given = specFor(campaignDecider);
const edit = (actor: typeof creator | typeof admin, imagePath?: string) => ({
  type: 'EditCampaign' as const,
  actor,
  data: {
    campaignId,
    title: 'Cold rooms II',
    story: '<p>More fish</p>',
    category: 'equipment' as const,
    imagePath,
    editedAt: at,
  },
});

describe('campaign decider', () => {
  it('when a pending campaign is approved, then it is approved', () => {
    given([created]).when({ type: 'ApproveCampaign', at }).then([approved]);
  });

  it('when an approved campaign is approved again, then the rule is broken', () => {
    given([created, approved])
      .when({ type: 'ApproveCampaign', at })
      .thenThrows(RuleBrokenError, /pending/);
  });

  it('when a pending campaign is rejected, then it is rejected', () => {
    given([created])
      .when({ type: 'RejectCampaign', at })
      .then([{ type: 'CampaignRejected', data: { campaignId, at } }]);
  });

  it('when a pending campaign is featured, then the rule is broken', () => {
    given([created]).when({ type: 'FeatureCampaign', at }).thenThrows(RuleBrokenError);
  });

  it('when a featured campaign is featured again, then nothing happens', () => {
    given([created, approved, featured]).when({ type: 'FeatureCampaign', at }).then([]);
  });

  it('when a featured campaign is unfeatured, then it is unfeatured', () => {
    given([created, approved, featured])
      .when({ type: 'UnfeatureCampaign', at })
      .then([{ type: 'CampaignUnfeatured', data: { campaignId, at } }]);
  });

  it('when the owner edits a rejected campaign without a new image, then the old image is kept and it goes back to pending', () => {
    const rejected = { type: 'CampaignRejected', data: { campaignId, at } } as const;
    const edited = {
      type: 'CampaignEdited',
      data: { ...edit(creator).data, imagePath: 'a.jpg' },
    } as const;
    given([created, rejected]).when(edit(creator)).then([edited]);
    const state = [created, rejected, edited].reduce(evolve, campaignDecider.initialState);
    expect(state.status).toBe('pending');
  });

  it('when another creator edits, then it is forbidden', () => {
    given([created])
      .when(edit({ userId: 'u-other', role: 'creator' } as never))
      .thenThrows(ForbiddenError);
  });

  it('when an admin edits, then it is allowed', () => {
    given([created])
      .when(edit(admin, 'b.png'))
      .then([{ type: 'CampaignEdited', data: { ...edit(admin).data, imagePath: 'b.png' } }]);
  });

  it('when a deleted campaign is approved, then it is not found', () => {
    given([created, { type: 'CampaignDeleted', data: { campaignId, at } }])
      .when({ type: 'ApproveCampaign', at })
      .thenThrows(NotFoundError);
  });

  it('when a campaign does not exist, then deleting it is not found', () => {
    given([]).when({ type: 'DeleteCampaign', at }).thenThrows(NotFoundError);
  });

  it('when a campaign that ended funded is deleted, then it is refused: its money is its creator’s', () => {
    given([created, approved, ended('funded')])
      .when({ type: 'DeleteCampaign', at })
      .thenThrows(RuleBrokenError, say('en', FUNDED_NOT_DELETED));
    given([created, approved, ended('failed')])
      .when({ type: 'DeleteCampaign', at })
      .then([{ type: 'CampaignDeleted', data: { campaignId, at } }]);
    given([created, approved])
      .when({ type: 'DeleteCampaign', at, reason: 'Not a real business' })
      .then([{ type: 'CampaignDeleted', data: { campaignId, at, reason: 'Not a real business' } }]);
  });

  it('gives gifts back once deleted or rejected, unless it ended funded', () => {
    const deleted: EventOf<'CampaignDeleted'> = {
      type: 'CampaignDeleted',
      data: { campaignId, at },
    };
    const rejected: EventOf<'CampaignRejected'> = {
      type: 'CampaignRejected',
      data: { campaignId, at },
    };
    const edited: EventOf<'CampaignEdited'> = {
      type: 'CampaignEdited',
      data: { ...edit(creator).data, imagePath: 'a.jpg' },
    };
    const stateOf = (...events: Parameters<typeof evolve>[1][]) =>
      events.reduce(evolve, campaignDecider.initialState);
    expect(
      [
        stateOf(created, approved, deleted),
        stateOf(created, approved, edited, rejected),
        stateOf(created, approved, ended('failed'), deleted),
        stateOf(created, approved),
        stateOf(created, approved, ended('funded'), edited, rejected),
      ].map(givesGiftsBack),
    ).toEqual([true, true, true, false, false]);
  });

  it('when someone other than the owner posts an update, then it is forbidden (admins too)', () => {
    const update = {
      campaignId,
      updateId: 'up-1',
      title: 'News',
      content: '<p>x</p>',
      postedAt: at,
    };
    given([created])
      .when({ type: 'PostCampaignUpdate', actor: admin, data: update })
      .thenThrows(ForbiddenError);
    given([created])
      .when({ type: 'PostCampaignUpdate', actor: creator, data: update })
      .then([{ type: 'CampaignUpdatePosted', data: update }]);
  });

  describe('updates a day', () => {
    const HOUR = 3_600_000;
    const updateAt = (hoursAfter: number, n = hoursAfter) => ({
      campaignId,
      updateId: `up-${n}`,
      title: 'News',
      content: '<p>x</p>',
      postedAt: new Date(Date.parse(at) + hoursAfter * HOUR).toISOString(),
    });
    const posted = (hours: number[]): EventOf<'CampaignUpdatePosted'>[] =>
      hours.map((hour) => ({ type: 'CampaignUpdatePosted', data: updateAt(hour) }));
    const post = (hoursAfter: number) => ({
      type: 'PostCampaignUpdate' as const,
      actor: creator,
      data: updateAt(hoursAfter, 99),
    });
    const fullDay = Array.from({ length: CAMPAIGN_UPDATES_PER_DAY }, (_, i) => i);

    it('when the campaign already posted its updates of the last 24 hours, then another is refused, saying when the next may go', () => {
      // The first of them (hour 0) leaves the 24 hours at hour 24.
      given([created, ...posted(fullDay)])
        .when(post(CAMPAIGN_UPDATES_PER_DAY))
        .thenThrows(
          TooManyRequestsError,
          message('en', 'api.tooManyUpdates', {
            limit: CAMPAIGN_UPDATES_PER_DAY,
            hours: 24 - CAMPAIGN_UPDATES_PER_DAY,
          }),
        );
    });

    it('when the oldest of them is 24 hours old, then the next update is posted', () => {
      given([created, ...posted(fullDay)])
        .when(post(24))
        .then([{ type: 'CampaignUpdatePosted', data: updateAt(24, 99) }]);
    });

    it('when fewer than the limit were posted in the last 24 hours, then the update is posted', () => {
      given([created, ...posted(fullDay.slice(1))])
        .when(post(CAMPAIGN_UPDATES_PER_DAY))
        .then([{ type: 'CampaignUpdatePosted', data: updateAt(CAMPAIGN_UPDATES_PER_DAY, 99) }]);
    });
  });

  it('accepts donations only while approved and before its end date', () => {
    const state = [created, approved].reduce(evolve, campaignDecider.initialState);
    expect(acceptsDonations(state, new Date('2026-11-30T00:00:00Z'))).toBe(true);
    expect(acceptsDonations(state, new Date('2026-12-02T00:00:00Z'))).toBe(false);
    expect(
      acceptsDonations([created].reduce(evolve, campaignDecider.initialState), new Date(at)),
    ).toBe(false);
  });
});
