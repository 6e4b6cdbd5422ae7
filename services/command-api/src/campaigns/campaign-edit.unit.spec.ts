import { say } from '@harambee/messages';
import type { EventOf } from '@harambee/events';
import { RuleBrokenError } from '@harambee/platform';
import { specFor } from '../core/given-when-then';
import {
  acceptsDonations,
  campaignDecider,
  evolve,
  NOTHING_TO_APPROVE,
  NOTHING_TO_REJECT,
} from './campaign';
import { approved, at, campaignId, created, creator } from './testing/campaign-history';

const text = { title: 'Cold rooms II', story: '<p>More fish</p>', category: 'equipment' as const };
const editCommand = (imagePath?: string) => ({
  type: 'EditCampaign' as const,
  actor: creator,
  data: { campaignId, ...text, imagePath, editedAt: at },
});
const proposed = (imagePath = 'a.jpg'): EventOf<'CampaignEditProposed'> => ({
  type: 'CampaignEditProposed',
  data: { campaignId, ...text, imagePath, editedAt: at },
});
const given = specFor(campaignDecider);
const stateOf = (...events: Parameters<typeof evolve>[1][]) =>
  events.reduce(evolve, campaignDecider.initialState);

describe('editing a live campaign', () => {
  it('when the creator edits an approved campaign, then the edit is proposed and the campaign stays approved', () => {
    given([created, approved]).when(editCommand()).then([proposed()]);
    const state = stateOf(created, approved, proposed());
    expect(state.status).toBe('approved');
    expect(acceptsDonations(state, new Date('2026-11-30T00:00:00Z'))).toBe(true);
  });

  it('when a second edit comes before review, then it keeps the image of the first one unless it brings its own', () => {
    given([created, approved, proposed('b.png')])
      .when(editCommand())
      .then([proposed('b.png')]);
    given([created, approved, proposed('b.png')])
      .when(editCommand('c.webp'))
      .then([proposed('c.webp')]);
  });

  it('when an admin approves a pending edit, then the edit is approved and the new image is the live one', () => {
    given([created, approved, proposed('b.png')])
      .when({ type: 'ApproveCampaign', at })
      .then([{ type: 'CampaignEditApproved', data: { campaignId, at } }]);
    const state = stateOf(created, approved, proposed('b.png'), {
      type: 'CampaignEditApproved',
      data: { campaignId, at },
    });
    expect(state).toMatchObject({ status: 'approved', imagePath: 'b.png', pendingEdit: undefined });
  });

  it('when an admin rejects a pending edit with a reason, then the live campaign stays approved', () => {
    const rejected: EventOf<'CampaignEditRejected'> = {
      type: 'CampaignEditRejected',
      data: { campaignId, at, reason: 'Keep the original goal story' },
    };
    given([created, approved, proposed('b.png')])
      .when({ type: 'RejectCampaign', at, reason: 'Keep the original goal story' })
      .then([rejected]);
    expect(stateOf(created, approved, proposed('b.png'), rejected)).toMatchObject({
      status: 'approved',
      imagePath: 'a.jpg',
      pendingEdit: undefined,
    });
  });

  it('when an approved campaign without a pending edit is approved or rejected, then the rule is broken', () => {
    given([created, approved])
      .when({ type: 'ApproveCampaign', at })
      .thenThrows(RuleBrokenError, say('en', NOTHING_TO_APPROVE));
    given([created, approved])
      .when({ type: 'RejectCampaign', at })
      .thenThrows(RuleBrokenError, say('en', NOTHING_TO_REJECT));
  });
});
