import { LOG_START, type LogPosition } from '@harambee/eventstore';
import type { EventType, StoredEvent } from '@harambee/events';
import { applyBatchIn, type CheckpointsIn } from './apply-batch';
import { noticesOf, type NoticeReads } from './notices';
import type { Projection } from './projection';

type Tx = { folded: string[][] };

const at = (index: number): LogPosition => ({ transactionId: '1', globalPosition: String(index) });
const event = (type: EventType, index: number) =>
  ({ type, position: at(index), data: {}, metadata: {} }) as unknown as StoredEvent;

const checkpointsAt = (position: LogPosition): CheckpointsIn<Tx> => ({
  read: async (_tx, names) => new Map(names.map((name) => [name, position])),
  save: async () => undefined,
});

const totals: Projection<Tx> = {
  name: 'totals',
  tables: [],
  handlers: {},
  runHandlers: {
    DonationRecorded: async (tx, events) => {
      tx.folded.push(events.map((each) => each.position.globalPosition));
    },
  },
};

const noReads: NoticeReads = {
  campaignTotals: async () => [],
  unseenCounts: async () => [],
  withdrawals: async () => [],
};

describe('applying a batch', () => {
  it('when gifts are interleaved with events no projection folds, then the gifts are folded as one run', async () => {
    const tx: Tx = { folded: [] };
    const batch = [
      event('DonationRecorded', 1),
      event('ReceiptIssued', 2),
      event('DonationRecorded', 3),
      event('ReceiptIssued', 4),
      event('DonationRecorded', 5),
    ];
    await applyBatchIn(checkpointsAt(LOG_START), tx, [totals], batch);
    expect(tx.folded).toEqual([['1', '3', '5']]);
  });

  it('when a batch holds only events nobody folds, then it tells live clients nothing', async () => {
    const batch = [event('ReceiptIssued', 1)];
    const changes = await applyBatchIn(checkpointsAt(LOG_START), { folded: [] }, [totals], batch);
    expect(await noticesOf(noReads, changes, batch)).toEqual([]);
  });

  it('when a batch folds a gift, then live clients hear that the read models changed', async () => {
    const batch = [event('DonationRecorded', 1)];
    const changes = await applyBatchIn(checkpointsAt(LOG_START), { folded: [] }, [totals], batch);
    expect(await noticesOf(noReads, changes, batch)).toEqual([['read_models_changed', '']]);
  });
});
