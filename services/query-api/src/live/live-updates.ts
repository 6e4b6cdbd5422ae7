import { id } from '@harambee/events';
import { type Session, type SessionOwnerOf, verifySession } from '@harambee/platform';
import { logger } from '@harambee/database';
import type { Words } from '@harambee/messages';
import {
  CAMPAIGN_PROGRESS_CHANNEL,
  CAMPAIGNS_CHANGED_CHANNEL,
  campaignProgress,
  USER_NOTIFICATIONS_CHANNEL,
  USER_SESSIONS_CHANNEL,
  USER_WITHDRAWALS_CHANNEL,
  userNotifications,
  userSessions,
  userWithdrawals,
} from '@harambee/read-models';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import { projectedOwnerOf } from '../accounts/projected-owner';
import type { ReadStore } from '../read-store/port';
import { campaignToFollow } from './campaign-progress';
import {
  campaignRoom,
  JOIN_REFUSED,
  joinRefusal,
  refusedCampaignIds,
  roomsFull,
} from './campaign-rooms';

export { campaignRoom };
export const userRoom = (userId: string) => `user:${userId}`;
/** Sockets that signed in with an admin token: they hear `campaigns:changed` and `withdrawals:changed`. */
export const ADMIN_ROOM = 'admins';

const userOf = (socket: Socket, secret: string) => {
  const token: unknown = socket.handshake.auth?.token;
  if (typeof token !== 'string') return undefined;
  try {
    return verifySession(token, secret);
  } catch {
    return undefined;
  }
};

/** setTimeout's longest delay (~24.8 days) is shorter than a remember-me token's 30 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Disconnects the socket when its token expires; re-arms while the expiry is beyond one timer's reach. */
const endAtExpiry = (socket: Socket, expiresAt: Date) => {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const left = expiresAt.getTime() - Date.now();
    timer = setTimeout(
      left > MAX_TIMER_MS ? arm : () => socket.disconnect(true),
      Math.min(Math.max(left, 0), MAX_TIMER_MS),
    );
    timer.unref();
  };
  if (socket.disconnected) return;
  arm();
  socket.once('disconnect', () => clearTimeout(timer));
};

type SocketData = { session: Session };

type Ack = ((reply: { ok: boolean; words?: Words }) => void) | undefined;
type RefusedIds = ReturnType<typeof refusedCampaignIds>;

const warn = (what: string) => (error: unknown) => logger.warn(what, { error: String(error) });

const joinCampaign = async (
  reads: ReadStore,
  refused: RefusedIds,
  socket: Socket,
  campaignId: unknown,
  ack: Ack,
) => {
  const parsed = id.safeParse(campaignId);
  const refusal = joinRefusal(socket, String(campaignId));
  if (refusal) return ack?.({ ok: false, words: refusal });
  if (!parsed.success || refused.has(parsed.data))
    return ack?.({ ok: false, words: JOIN_REFUSED.unknown });
  const campaign = await campaignToFollow(reads, parsed.data);
  if (!campaign) {
    refused.add(parsed.data);
    return ack?.({ ok: false, words: JOIN_REFUSED.unknown });
  }
  if (roomsFull(socket, parsed.data)) return ack?.({ ok: false, words: JOIN_REFUSED.tooManyRooms });
  await socket.join(campaignRoom(parsed.data));
  if (campaign.progress) socket.emit('campaign:progress', campaign.progress);
  ack?.({ ok: true });
};

/** A socket signed in with a token whose owner is gone or has ended it is closed; the role is the owner's on record. */
const joinUser = async (
  reads: ReadStore,
  ownerOf: SessionOwnerOf,
  socket: Socket,
  secret: string,
) => {
  const user = userOf(socket, secret);
  if (!user) return;
  const owner = await ownerOf(user.userId, user.sessionVersion);
  if (owner?.sessionVersion !== user.sessionVersion) {
    socket.disconnect(true);
    return;
  }
  (socket.data as Partial<SocketData>).session = user;
  endAtExpiry(socket, user.expiresAt);
  await socket.join(
    owner.role === 'admin' ? [userRoom(user.userId), ADMIN_ROOM] : userRoom(user.userId),
  );
  socket.emit('notifications:count', { count: await reads.notificationCountOf(user.userId) });
};

type SocketContext = {
  reads: ReadStore;
  ownerOf: SessionOwnerOf;
  refused: RefusedIds;
  secret: string;
};

const onConnection = ({ reads, ownerOf, refused, secret }: SocketContext, socket: Socket) => {
  socket.on('campaign:join', (campaignId: unknown, ack: Ack) => {
    joinCampaign(reads, refused, socket, campaignId, ack).catch(warn('campaign:join failed'));
  });
  socket.on('campaign:leave', (campaignId: unknown, ack: Ack) => {
    if (typeof campaignId === 'string') socket.leave(campaignRoom(campaignId));
    ack?.({ ok: true });
  });
  joinUser(reads, ownerOf, socket, secret).catch(warn('socket sign-in failed'));
};

const parsePayload = <S extends z.ZodType>(schema: S, payload: string): z.infer<S> | undefined => {
  try {
    const parsed = schema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** After a dropped LISTEN is back: every watched campaign's current totals, for the pushes missed meanwhile. */
const resendProgress = (reads: ReadStore, server: Server) => {
  const rooms = [...server.of('/').adapter.rooms.keys()].filter((room) =>
    room.startsWith(campaignRoom('')),
  );
  for (const room of rooms) {
    campaignToFollow(reads, room.slice(campaignRoom('').length))
      .then(
        (campaign) =>
          campaign?.progress && server.to(room).emit('campaign:progress', campaign.progress),
      )
      .catch(warn('campaign progress resend failed'));
  }
};

/** Closes the user's sockets signed in with a token older than their new session version. */
const disconnectRevoked = async (server: Server, userId: string, sessionVersion: number) => {
  for (const socket of await server.in(userRoom(userId)).fetchSockets()) {
    const { session } = socket.data as Partial<SocketData>;
    if (session && session.sessionVersion < sessionVersion) socket.disconnect(true);
  }
};

/**
 * socket.io on the given HTTP server, fed by the projector's notices (LISTEN on its NOTIFY channels, or MongoDB's
 * change stream): every query-api process hears every change and pushes it to its own clients, so no socket.io
 * adapter is needed.
 */
export const createLiveUpdates = (
  reads: ReadStore,
  secret: string,
  ownerOf: SessionOwnerOf = projectedOwnerOf(reads.sessionOwnerOf),
) => {
  let io: Server | undefined;
  const unlisteners: Array<() => Promise<void>> = [];
  const refused = refusedCampaignIds();

  const attach = async (httpServer: HttpServer) => {
    const server = new Server(httpServer, { serveClient: false });
    io = server;
    server.on('connection', (socket) => onConnection({ reads, ownerOf, refused, secret }, socket));
    try {
      unlisteners.push(
        await reads.listen(
          CAMPAIGN_PROGRESS_CHANNEL,
          (payload) => {
            const progress = parsePayload(campaignProgress, payload);
            if (progress)
              server.to(campaignRoom(progress.campaignId)).emit('campaign:progress', progress);
          },
          () => resendProgress(reads, server),
        ),
        await reads.listen(USER_NOTIFICATIONS_CHANNEL, (payload) => {
          const notice = parsePayload(userNotifications, payload);
          if (notice)
            server.to(userRoom(notice.userId)).emit('notifications:count', { count: notice.count });
        }),
        await reads.listen(USER_WITHDRAWALS_CHANNEL, (payload) => {
          const notice = parsePayload(userWithdrawals, payload);
          if (notice) {
            const change = { withdrawalId: notice.withdrawalId, status: notice.status };
            server.to([userRoom(notice.userId), ADMIN_ROOM]).emit('withdrawals:changed', change);
          }
        }),
        await reads.listen(USER_SESSIONS_CHANNEL, (payload) => {
          const notice = parsePayload(userSessions, payload);
          if (notice)
            disconnectRevoked(server, notice.userId, notice.sessionVersion).catch(
              warn('session revoke failed'),
            );
        }),
        await reads.listen(CAMPAIGNS_CHANGED_CHANNEL, () => {
          refused.clear();
          server.to(ADMIN_ROOM).emit('campaigns:changed');
        }),
      );
    } catch (error) {
      logger.error('live updates could not listen; clients will not get pushes', {
        error: String(error),
      });
    }
  };

  const close = async () => {
    await Promise.all(unlisteners.splice(0).map((unlisten) => unlisten()));
    await io?.close();
  };

  return { attach, close };
};
