import type { Words } from '@harambee/messages';
import type { Socket } from 'socket.io';

export const MAX_CAMPAIGN_ROOMS = 20;
export const JOINS_PER_MINUTE = 30;
export const REFUSED_IDS_REMEMBERED = 1000;

/** Why a join is refused, as catalogue keys: the page says them in its own language. */
export const JOIN_REFUSED = {
  unknown: { key: 'campaign.notFound' },
  tooManyRooms: { key: 'live.join.tooManyRooms', values: { limit: MAX_CAMPAIGN_ROOMS } },
  tooFast: { key: 'live.join.tooFast' },
} as const satisfies Record<string, Words>;

export const campaignRoom = (campaignId: string) => `campaign:${campaignId}`;

/** Checked again right before joining: joins sent together all pass the first check while their queries run. */
export const roomsFull = (socket: Socket, campaignId: string) =>
  !socket.rooms.has(campaignRoom(campaignId)) &&
  [...socket.rooms].filter((room) => room.startsWith('campaign:')).length >= MAX_CAMPAIGN_ROOMS;

/** A fixed one-minute window of joins per socket, kept on the socket so it goes with it. */
const joinAllowed = (socket: Socket, now: number) => {
  const window = socket.data.joins as { startedAt: number; count: number } | undefined;
  const current = window && now - window.startedAt < 60_000 ? window : { startedAt: now, count: 0 };
  current.count += 1;
  socket.data.joins = current;
  return current.count <= JOINS_PER_MINUTE;
};

/** Why this socket may not join that room now, or undefined when it may; every attempt counts. */
export const joinRefusal = (socket: Socket, campaignId: string, now = Date.now()) => {
  if (!joinAllowed(socket, now)) return JOIN_REFUSED.tooFast;
  if (roomsFull(socket, campaignId)) return JOIN_REFUSED.tooManyRooms;
  return undefined;
};

/**
 * Ids asked for that name no campaign, so asking again costs no query. Bounded (the oldest is forgotten
 * first) and emptied whenever campaigns change, so a campaign created after a refusal can be joined.
 */
export const refusedCampaignIds = (capacity = REFUSED_IDS_REMEMBERED) => {
  const ids = new Set<string>();
  return {
    has: (id: string) => ids.has(id),
    add: (id: string) => {
      ids.add(id);
      if (ids.size > capacity) ids.delete(ids.values().next().value!);
    },
    clear: () => ids.clear(),
  };
};
