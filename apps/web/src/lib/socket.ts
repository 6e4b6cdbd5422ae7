import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { getAuthToken, subscribeSession } from './auth-session';

export type CampaignProgress = {
  campaignId: string;
  amountRaised: number;
  goalAmount: number;
  donationCount: number;
  progressPercentage: number;
  amountRefunded: number;
};

let socketPromise: Promise<Socket> | null = null;
const joinedCampaigns = new Map<string, number>();
let lastToken: string | null = null;

/** When the browser has a moment (at most a second away): a slow phone's taps come before a live figure. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve);
  });

/**
 * One shared socket.io connection, loaded on first use so it stays out of the entry chunk; its loading and its
 * connecting each wait for an idle moment, two short tasks rather than one long one. It opens a websocket at once
 * (long-polling only where that fails): polling's handshake, requests and upgrade cost a slow phone a string of tasks.
 */
export function getSocket(): Promise<Socket> {
  socketPromise ??= (async () => {
    await whenIdle();
    const { io } = await import('socket.io-client');
    await whenIdle();
    lastToken = getAuthToken();
    const socket = io({
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      auth: (send) => {
        const token = getAuthToken();
        send(token ? { token } : {});
      },
    });
    socket.on('connect', () =>
      joinedCampaigns.forEach((_, id) => socket.emit('campaign:join', id)),
    );
    subscribeSession(() => reconnectIfTokenChanged(socket));
    return socket;
  })();
  return socketPromise;
}

function reconnectIfTokenChanged(socket: Socket) {
  const token = getAuthToken();
  if (token === lastToken) return;
  lastToken = token;
  socket.disconnect().connect();
}

/** Joins the campaign's room and calls back on each `campaign:progress`; returns the leave function. */
export function watchCampaign(
  campaignId: string,
  onProgress: (progress: CampaignProgress) => void,
): () => void {
  let active = true;
  let detach = () => {};
  joinedCampaigns.set(campaignId, (joinedCampaigns.get(campaignId) ?? 0) + 1);
  void getSocket().then((socket) => {
    if (!active) return;
    const listener = (progress: CampaignProgress) => {
      if (progress.campaignId === campaignId) onProgress(progress);
    };
    socket.on('campaign:progress', listener);
    if (socket.connected) socket.emit('campaign:join', campaignId);
    detach = () => socket.off('campaign:progress', listener);
  });
  return () => {
    active = false;
    detach();
    const remaining = (joinedCampaigns.get(campaignId) ?? 1) - 1;
    if (remaining > 0) return void joinedCampaigns.set(campaignId, remaining);
    joinedCampaigns.delete(campaignId);
    void socketPromise?.then((socket) => socket.emit('campaign:leave', campaignId));
  };
}

/** Unread donation notifications for the signed-in creator, pushed as `notifications:count`. */
export function useNotificationCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let detach = () => {};
    let active = true;
    void getSocket().then((socket) => {
      if (!active) return;
      const listener = (payload: { count: number }) => setCount(payload.count);
      socket.on('notifications:count', listener);
      detach = () => socket.off('notifications:count', listener);
    });
    return () => {
      active = false;
      detach();
    };
  }, []);
  return count;
}
