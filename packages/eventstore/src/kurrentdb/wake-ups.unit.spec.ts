import type { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { wakeOnAppends } from './wake-ups';

/** KurrentDB's subscription as the client hands it out: events, an error that ends it, unsubscribe. */
const subscriptions = () => {
  const opened: (EventEmitter & { unsubscribed: boolean })[] = [];
  const client = {
    subscribeToAll: () => {
      const subscription = Object.assign(new EventEmitter(), {
        unsubscribed: false,
        unsubscribe: async () => {
          subscription.unsubscribed = true;
        },
      });
      opened.push(subscription);
      return subscription;
    },
  } as unknown as Pick<KurrentDBClient, 'subscribeToAll'>;
  return { client, opened };
};

describe('waking the follower on KurrentDB appends', () => {
  it('given the subscription dropped, when the server is back, then a new one is opened and appends wake the follower again', async () => {
    const { client, opened } = subscriptions();
    let wakes = 0;
    const stop = await wakeOnAppends(client, 5)(() => (wakes += 1));

    opened[0]!.emit('error', new Error('14 UNAVAILABLE: Connection dropped'));
    await sleep(30);
    opened.at(-1)!.emit('data', {});

    expect(opened).toHaveLength(2);
    expect(wakes).toBe(2);
    await stop();
    expect(opened[1]!.unsubscribed).toBe(true);
  });

  it('given the follower stopped, when the subscription errors, then none is reopened', async () => {
    const { client, opened } = subscriptions();
    const stop = await wakeOnAppends(client, 5)(() => undefined);
    await stop();

    opened[0]!.emit('error', new Error('cancelled'));
    await sleep(30);

    expect(opened).toHaveLength(1);
  });
});
