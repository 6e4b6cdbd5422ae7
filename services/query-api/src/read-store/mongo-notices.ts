import { logger } from '@harambee/database';
import { NOTICES_COLLECTION, type NoticeDocument } from '@harambee/read-models';
import type { ChangeStream, ChangeStreamInsertDocument, Db, ResumeToken } from 'mongodb';
import { once } from 'node:events';
import type { ReadStore } from './port';

type Listener = { channel: string; onPayload: (payload: string) => void; onResume?: () => void };
type Inserted = ChangeStreamInsertDocument<NoticeDocument>;

const RETRY_MS = 1000;
const READY_WITHIN_MS = 5000;

/**
 * The projector's notices as a MongoDB change stream on the collection it keeps them in (one stream for every
 * channel, opened with the first listener): each inserted batch of notices is handed to the listeners of
 * their channels, as NOTIFY hands them over on PostgreSQL. A stream that fails is reopened after the last
 * notice it delivered (from now, if it failed again without delivering any), and listeners with `onResume`
 * are told, to catch up on anything missed.
 */
export const mongoNotices = (db: Db): Pick<ReadStore, 'listen'> => {
  const listeners = new Set<Listener>();
  let stream: ChangeStream<NoticeDocument, Inserted> | undefined;
  let opening: Promise<void> | undefined;
  let resumeAfter: ResumeToken | undefined;
  let retry: NodeJS.Timeout | undefined;

  const deliver = (change: Inserted) => {
    resumeAfter = change._id;
    for (const { channel, payload } of change.fullDocument.notices) {
      for (const listener of listeners)
        if (listener.channel === channel) listener.onPayload(payload);
    }
  };

  const open = async (resumed: boolean) => {
    const resumedFrom = resumeAfter;
    const opened = db
      .collection<NoticeDocument>(NOTICES_COLLECTION)
      .watch<NoticeDocument, Inserted>(
        [{ $match: { operationType: 'insert' } }],
        resumeAfter ? { resumeAfter } : {},
      );
    stream = opened;
    // In place once the server gave its first resume token; an error is handled below.
    const ready = once(opened, 'resumeTokenChanged').catch(() => undefined);
    opened.on('change', deliver);
    opened.on('error', (error) => {
      logger.warn('read model notices stream lost; reopening', { error: String(error) });
      if (stream !== opened) return;
      if (resumeAfter === resumedFrom) resumeAfter = undefined;
      stream = undefined;
      void opened.close();
      retry = setTimeout(() => void open(true), RETRY_MS);
    });
    await Promise.race([
      ready,
      new Promise((resolve) => setTimeout(resolve, READY_WITHIN_MS).unref()),
    ]);
    if (resumed) for (const listener of listeners) listener.onResume?.();
  };

  const close = async () => {
    clearTimeout(retry);
    const closing = stream;
    stream = undefined;
    opening = undefined;
    await closing?.close();
  };

  return {
    listen: async (channel, onPayload, onResume) => {
      const listener = { channel, onPayload, onResume };
      listeners.add(listener);
      if (!stream) opening = open(false);
      await opening;
      return async () => {
        listeners.delete(listener);
        if (listeners.size === 0) await close();
      };
    },
  };
};
