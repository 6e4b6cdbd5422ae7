import type { EventOf } from '@harambee/events';
import { NotFoundError } from '@harambee/platform';
import { specFor } from '../core/given-when-then';
import { followDecider, followIdFor, NOT_FOLLOWING } from './follow';

const at = '2026-11-22T10:00:00.000Z';
const followed: EventOf<'CreatorFollowed'> = {
  type: 'CreatorFollowed',
  data: {
    followId: 'f-1',
    creatorId: 'u-creator',
    email: 'grace@example.org',
    donationId: 'd-1',
    followedAt: at,
  },
};
const unfollowed: EventOf<'CreatorUnfollowed'> = {
  type: 'CreatorUnfollowed',
  data: { followId: 'f-1', creatorId: 'u-creator', unfollowedAt: at },
};
const notified = (campaignId: string): EventOf<'FollowerNotified'> => ({
  type: 'FollowerNotified',
  data: { followId: 'f-1', creatorId: 'u-creator', campaignId, notifiedAt: at },
});
const given = specFor(followDecider);
const notify = (campaignId: string) => ({ type: 'NotifyFollower' as const, campaignId, at });

describe('following a creator', () => {
  it('when a backer asks to be kept posted, then they follow the creator; asking again changes nothing', () => {
    given([]).when({ type: 'Follow', data: followed.data }).then([followed]);
    given([followed]).when({ type: 'Follow', data: followed.data }).then([]);
  });

  it("when the creator's next campaign is approved, then the follower is notified once about it", () => {
    given([followed])
      .when(notify('c-2'))
      .then([notified('c-2')]);
    given([followed, notified('c-2')])
      .when(notify('c-2'))
      .then([]);
    given([followed, notified('c-2')])
      .when(notify('c-3'))
      .then([notified('c-3')]);
  });

  it('when the follower unfollows, then they are not notified again; a second click changes nothing', () => {
    given([followed]).when({ type: 'Unfollow', at }).then([unfollowed]);
    given([followed, unfollowed]).when({ type: 'Unfollow', at }).then([]);
    given([followed, unfollowed]).when(notify('c-2')).then([]);
  });

  it('when the address was erased, then there is no one to notify and nothing is recorded', () => {
    const erased = { ...followed, data: { ...followed.data, email: '' } };
    given([erased]).when(notify('c-2')).then([]);
  });

  it('when nobody followed under this id, then unfollowing is not found', () => {
    given([]).when({ type: 'Unfollow', at }).thenThrows(NotFoundError, NOT_FOLLOWING);
  });

  it('names one follow per creator and address, whatever the case of the address', () => {
    expect(followIdFor('k', 'u-1', 'Grace@Example.org')).toBe(
      followIdFor('k', 'u-1', 'grace@example.org'),
    );
    expect(followIdFor('k', 'u-1', 'grace@example.org')).not.toBe(
      followIdFor('k', 'u-2', 'grace@example.org'),
    );
  });
});
