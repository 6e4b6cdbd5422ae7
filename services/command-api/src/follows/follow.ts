import type { EventOf } from '@harambee/events';
import { NotFoundError } from '@harambee/platform';
import { createHmac } from 'node:crypto';
import type { Decider } from '../core/decider';

export type FollowEvent = EventOf<'CreatorFollowed' | 'CreatorUnfollowed' | 'FollowerNotified'>;

export type FollowState =
  | { status: 'none' }
  | {
      status: 'following' | 'unfollowed';
      followId: string;
      creatorId: string;
      email: string;
      language?: string;
      /** The campaigns the backer was already mailed about: one mail each. */
      notified: string[];
    };

export type FollowCommand =
  | { type: 'Follow'; data: EventOf<'CreatorFollowed'>['data'] }
  | { type: 'Unfollow'; at: string }
  | { type: 'NotifyFollower'; campaignId: string; at: string };

export const evolve = (state: FollowState, event: FollowEvent): FollowState => {
  switch (event.type) {
    case 'CreatorFollowed': {
      const { followId, creatorId, email, language } = event.data;
      const notified = state.status === 'none' ? [] : state.notified;
      return {
        status: 'following',
        followId,
        creatorId,
        email,
        ...(language ? { language } : {}),
        notified,
      };
    }
    case 'CreatorUnfollowed':
      return state.status === 'none' ? state : { ...state, status: 'unfollowed' };
    case 'FollowerNotified':
      return state.status === 'none'
        ? state
        : { ...state, notified: [...state.notified, event.data.campaignId] };
  }
};

export const NOT_FOLLOWING = 'This link is no longer valid';

export const decide = (command: FollowCommand, state: FollowState): FollowEvent[] => {
  switch (command.type) {
    case 'Follow':
      return state.status === 'following' ? [] : [{ type: 'CreatorFollowed', data: command.data }];
    case 'Unfollow': {
      if (state.status === 'none') throw new NotFoundError(NOT_FOLLOWING);
      if (state.status === 'unfollowed') return [];
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
