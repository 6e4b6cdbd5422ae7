import type { EventOf } from '@harambee/events';
import { InvalidInputError, NotFoundError } from '@harambee/platform';
import { FOLLOW_MESSAGES } from '@harambee/rules';
import { specFor } from '../core/given-when-then';
import { hashToken } from '../verification/verification';
import { type Confirmation, followDecider, followIdFor, NOT_FOLLOWING } from './follow';

const at = '2026-11-22T10:00:00.000Z';
const now = new Date(at);
const ids = { followId: 'f-1', creatorId: 'u-creator' };
const token = 'f-1.the-secret-that-was-mailed';
const followed: EventOf<'CreatorFollowed'> = {
  type: 'CreatorFollowed',
  data: { ...ids, email: 'grace@example.org', donationId: 'd-1', followedAt: at },
};
const mailed = (secret = token, donationId = 'd-1'): EventOf<'FollowConfirmationMailed'> => ({
  type: 'FollowConfirmationMailed',
  data: { ...ids, donationId, tokenHash: hashToken(secret), mailedAt: at },
});
const confirmed = (
  confirmedWith: 'mailedLink' | 'ownAccount',
  confirmedAt = at,
): EventOf<'FollowConfirmed'> => ({
  type: 'FollowConfirmed',
  data: { ...ids, confirmedWith, confirmedAt },
});
const unfollowed: EventOf<'CreatorUnfollowed'> = {
  type: 'CreatorUnfollowed',
  data: { ...ids, unfollowedAt: at },
};
const notified = (campaignId: string): EventOf<'FollowerNotified'> => ({
  type: 'FollowerNotified',
  data: { ...ids, campaignId, notifiedAt: at },
});
const given = specFor(followDecider);
const follow = (confirmation: Confirmation, when = now, donationId = 'd-1') => ({
  type: 'Follow' as const,
  data: { ...followed.data, donationId, followedAt: when.toISOString() },
  confirmation,
  now: when,
});
const confirm = (when: Date, secret = token) => ({
  type: 'ConfirmFollow' as const,
  token: secret,
  now: when,
});
const notify = (campaignId: string) => ({ type: 'NotifyFollower' as const, campaignId, at });
const daysLater = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60_000);
const byLink = { tokenHash: hashToken(token) };

describe('asking to follow a creator', () => {
  it('when a backer asks to be kept posted, then the follow waits for its confirmation, which is mailed', () => {
    given([]).when(follow(byLink)).then([followed, mailed()]);
  });

  it('when the same address asks again while the follow waits, then only another confirmation is mailed, if the address may have one', () => {
    given([followed, mailed()])
      .when(follow({ tokenHash: hashToken('f-1.another') }, now, 'd-2'))
      .then([mailed('f-1.another', 'd-2')]);
    given([followed, mailed()])
      .when(follow('heldBack', now, 'd-2'))
      .then([]);
  });

  it("when a gift's ask is handled again (its reaction ran twice), then nothing more is mailed", () => {
    given([followed, mailed()])
      .when(follow({ tokenHash: hashToken('f-1.another') }))
      .then([]);
  });

  it('when a signed-in backer follows with their own account address, then the follow is confirmed at once', () => {
    given([])
      .when(follow('ownAccount'))
      .then([followed, confirmed('ownAccount')]);
  });

  it('when the follower already confirmed, then asking again changes nothing and mails nothing', () => {
    given([followed, mailed(), confirmed('mailedLink')])
      .when(follow(byLink))
      .then([]);
  });

  it('when an unconfirmed follow expired, then a new ask starts it afresh, and the old link no longer confirms', () => {
    const later = daysLater(8);
    const again = {
      ...followed,
      data: { ...followed.data, donationId: 'd-2', followedAt: later.toISOString() },
    };
    const fresh = { tokenHash: hashToken('f-1.fresh') };
    const freshMail = {
      ...mailed('f-1.fresh', 'd-2'),
      data: { ...mailed('f-1.fresh', 'd-2').data, mailedAt: later.toISOString() },
    };
    given([followed, mailed()])
      .when(follow(fresh, later, 'd-2'))
      .then([again, freshMail]);
    given([followed, mailed(), again, freshMail])
      .when(confirm(later))
      .thenThrows(InvalidInputError, FOLLOW_MESSAGES.linkInvalid);
  });
});

describe('confirming a follow with the mailed link', () => {
  it('when the link is opened within the days a follow waits, then the follow is confirmed; a second tap changes nothing', () => {
    given([followed, mailed()])
      .when(confirm(now))
      .then([confirmed('mailedLink')]);
    given([followed, mailed(), confirmed('mailedLink')])
      .when(confirm(now))
      .then([]);
  });

  it('when the link is opened after the follow expired, then it is refused', () => {
    given([followed, mailed()])
      .when(confirm(daysLater(7)))
      .thenThrows(InvalidInputError, FOLLOW_MESSAGES.linkInvalid);
  });

  it('when the secret is not one that was mailed, or nobody asked, then it is refused', () => {
    given([followed, mailed()])
      .when(confirm(now, 'f-1.a-guessed-secret'))
      .thenThrows(InvalidInputError, FOLLOW_MESSAGES.linkInvalid);
    given([followed, mailed(), confirmed('mailedLink')])
      .when(confirm(now, 'f-1.a-guessed-secret'))
      .thenThrows(InvalidInputError, FOLLOW_MESSAGES.linkInvalid);
    given([]).when(confirm(now)).thenThrows(InvalidInputError, FOLLOW_MESSAGES.linkInvalid);
  });
});

describe('news of new campaigns', () => {
  const following = [followed, mailed(), confirmed('mailedLink')];

  it("when the creator's next campaign is approved, then a confirmed follower is notified once about it", () => {
    given(following)
      .when(notify('c-2'))
      .then([notified('c-2')]);
    given([...following, notified('c-2')])
      .when(notify('c-2'))
      .then([]);
    given([...following, notified('c-2')])
      .when(notify('c-3'))
      .then([notified('c-3')]);
  });

  it('when the follow was never confirmed, then nobody is notified, expired or not', () => {
    given([followed, mailed()]).when(notify('c-2')).then([]);
    given([followed]).when(notify('c-2')).then([]);
  });

  it('when the follower unfollows, then they are not notified again; a second click changes nothing', () => {
    given(following).when({ type: 'Unfollow', at }).then([unfollowed]);
    given([...following, unfollowed])
      .when({ type: 'Unfollow', at })
      .then([]);
    given([...following, unfollowed])
      .when(notify('c-2'))
      .then([]);
  });

  it('when a follow that was never confirmed is unfollowed, then there is nothing to stop', () => {
    given([followed, mailed()]).when({ type: 'Unfollow', at }).then([]);
  });

  it('when the address was erased, then there is no one to notify and nothing is recorded', () => {
    const erased = { ...followed, data: { ...followed.data, email: '' } };
    given([erased, confirmed('mailedLink')])
      .when(notify('c-2'))
      .then([]);
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
