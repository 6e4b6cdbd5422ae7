import type { EventOf } from '@harambee/events';
import type { Words } from '@harambee/messages';
import { InvalidInputError, NotFoundError } from '@harambee/platform';
import { FOLLOW_CONFIRMATION_DAYS } from '@harambee/rules';
import { createHmac } from 'node:crypto';
import type { Decider } from '../core/decider';
import { hashToken } from '../verification/verification';

export type FollowEvent = EventOf<
  | 'CreatorFollowed'
  | 'FollowConfirmationMailed'
  | 'FollowConfirmed'
  | 'CreatorUnfollowed'
  | 'FollowerNotified'
>;

type Follow = {
  followId: string;
  creatorId: string;
  email: string;
  language?: string;
  followedAt: string;
  /** The hashes of the secrets in the confirmation links mailed since the follow was asked for. */
  tokenHashes: string[];
  /** The gifts whose ask was answered: a gift asks once, however often its reaction runs. */
  askedBy: string[];
  /** The campaigns the backer was already mailed about: one mail each. */
  notified: string[];
};

/** 'asked' waits for the owner of the address to confirm; only 'following' is ever mailed about a campaign. */
export type FollowState =
  { status: 'none' } | ({ status: 'asked' | 'following' | 'unfollowed' } & Follow);

/** How the owner of the address confirms a new follow: a mailed link, at once (their own account), or not yet. */
export type Confirmation = { tokenHash: string } | 'ownAccount' | 'heldBack';

export type FollowCommand =
  | {
      type: 'Follow';
      data: EventOf<'CreatorFollowed'>['data'];
      confirmation: Confirmation;
      now: Date;
    }
  | { type: 'ConfirmFollow'; token: string; now: Date }
  | { type: 'Unfollow'; at: string }
  | { type: 'NotifyFollower'; campaignId: string; at: string };

const withFollow = (state: FollowState, change: (follow: Follow) => Partial<FollowState>) =>
  state.status === 'none' ? state : ({ ...state, ...change(state) } as FollowState);

export const evolve = (state: FollowState, event: FollowEvent): FollowState => {
  switch (event.type) {
    case 'CreatorFollowed': {
      const { followId, creatorId, email, language, followedAt } = event.data;
      const notified = state.status === 'none' ? [] : state.notified;
      return {
        status: 'asked',
        followId,
        creatorId,
        email,
        ...(language ? { language } : {}),
        followedAt,
        tokenHashes: [],
        askedBy: [...(state.status === 'none' ? [] : state.askedBy), event.data.donationId],
        notified,
      };
    }
    case 'FollowConfirmationMailed':
      return withFollow(state, (follow) => ({
        tokenHashes: [...follow.tokenHashes, event.data.tokenHash],
        askedBy: [...follow.askedBy, event.data.donationId],
      }));
    case 'FollowConfirmed':
      return withFollow(state, () => ({ status: 'following' }));
    case 'CreatorUnfollowed':
      return withFollow(state, () => ({ status: 'unfollowed' }));
    case 'FollowerNotified':
      return withFollow(state, (follow) => ({
        notified: [...follow.notified, event.data.campaignId],
      }));
  }
};

export const NOT_FOLLOWING: Words = { key: 'api.follow.linkGone' };

/** The moment an unconfirmed follow expires: it can no longer be confirmed, and a new ask starts afresh. */
export const expiresAt = (follow: Pick<Follow, 'followedAt'>) =>
  new Date(new Date(follow.followedAt).getTime() + FOLLOW_CONFIRMATION_DAYS * 24 * 60 * 60_000);

const isWaiting = (state: FollowState, now: Date) =>
  state.status === 'asked' && expiresAt(state).getTime() > now.getTime();

const confirming = (
  ids: { followId: string; creatorId: string; donationId: string },
  confirmation: Confirmation,
  now: Date,
): FollowEvent[] => {
  if (confirmation === 'heldBack') return [];
  const { followId, creatorId } = ids;
  if (confirmation === 'ownAccount')
    return [
      {
        type: 'FollowConfirmed',
        data: { followId, creatorId, confirmedWith: 'ownAccount', confirmedAt: now.toISOString() },
      },
    ];
  return [
    {
      type: 'FollowConfirmationMailed',
      data: { ...ids, tokenHash: confirmation.tokenHash, mailedAt: now.toISOString() },
    },
  ];
};

/**
 * A follow is asked for once while it waits; each gift's ask brings its confirmation, unless the owner already
 * confirmed. A gift asks once: its reaction running again (after a crash) mails nothing more.
 */
const follow = (command: Extract<FollowCommand, { type: 'Follow' }>, state: FollowState) => {
  if (state.status === 'following') return [];
  const { data, confirmation, now } = command;
  if (state.status !== 'none' && state.askedBy.includes(data.donationId)) return [];
  const asked: FollowEvent[] = isWaiting(state, now) ? [] : [{ type: 'CreatorFollowed', data }];
  const { followId, creatorId, donationId } = data;
  return [...asked, ...confirming({ followId, creatorId, donationId }, confirmation, now)];
};

/** The mailed link confirms while the follow waits; a second tap on it changes nothing. */
const confirmFollow = (
  command: Extract<FollowCommand, { type: 'ConfirmFollow' }>,
  state: FollowState,
): FollowEvent[] => {
  const mailed = state.status !== 'none' && state.tokenHashes.includes(hashToken(command.token));
  if (mailed && state.status === 'following') return [];
  if (!mailed || !isWaiting(state, command.now))
    throw new InvalidInputError({ key: 'follow.confirmLinkInvalid' });
  const { followId, creatorId } = state;
  const confirmedAt = command.now.toISOString();
  return [
    {
      type: 'FollowConfirmed',
      data: { followId, creatorId, confirmedWith: 'mailedLink', confirmedAt },
    },
  ];
};

export const decide = (command: FollowCommand, state: FollowState): FollowEvent[] => {
  switch (command.type) {
    case 'Follow':
      return follow(command, state);
    case 'ConfirmFollow':
      return confirmFollow(command, state);
    case 'Unfollow': {
      if (state.status === 'none') throw new NotFoundError(NOT_FOLLOWING);
      // Only a confirmed follow is ever mailed: there is nothing else to stop.
      if (state.status !== 'following') return [];
      const { followId, creatorId } = state;
      return [
        { type: 'CreatorUnfollowed', data: { followId, creatorId, unfollowedAt: command.at } },
      ];
    }
    case 'NotifyFollower': {
      // An erased backer's address reads empty: nothing can be sent, and nothing is recorded.
      if (state.status !== 'following' || !state.email) return [];
      if (state.notified.includes(command.campaignId)) return [];
      const { followId, creatorId } = state;
      const { campaignId, at } = command;
      return [
        { type: 'FollowerNotified', data: { followId, creatorId, campaignId, notifiedAt: at } },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const followDecider: Decider<FollowState, FollowCommand, FollowEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

/** One follow per creator and address, named by a keyed hash so the stream's name gives no address away. */
export const followIdFor = (key: string, creatorId: string, email: string) =>
  createHmac('sha256', key)
    .update(`follow:${creatorId}:${email.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 32);

export const followStream = (followId: string) => `follow-${followId}`;

/** The mailed confirmation token is `<follow id>.<secret>`: the id finds the stream, the secret is checked against its hash. */
export const followIdOf = (token: string) => token.split('.', 1)[0]!;
