import { randomUUID } from 'node:crypto';
import type { EventOf, EventStore } from '@harambee/events';
import type { CommandApiDeps } from '../core/deps';
import { withMetadata } from '../core/handle-command';
import type { ScheduledJob } from '../core/process-manager';
import { headSigner } from './head-signer';
import { frontierRoot } from '@harambee/merkle-log';
import { PUBLIC_LEDGER_HEADS_STREAM } from './public-ledger-streams';
import { currentTree } from './tree-cache';

type LastHead = { treeSize: number; version: number };
const lastHeads = new WeakMap<EventStore, LastHead>();

const lastHead = async (store: EventStore): Promise<LastHead | undefined> => {
  const cached = lastHeads.get(store);
  const version = await store.streamVersion(PUBLIC_LEDGER_HEADS_STREAM);
  if (cached?.version === version) return cached;
  if (version === 0) return undefined;
  const { events } = await store.readStream(PUBLIC_LEDGER_HEADS_STREAM);
  const last = events.at(-1) as EventOf<'LedgerHeadSigned'>;
  return { treeSize: last.data.treeSize, version };
};

/** Signs the tree as it is now when it grew since the last head (and the empty tree once, so a head always exists). */
export const signNewHead = async (deps: CommandApiDeps) => {
  const { store } = deps;
  const [{ tree }, last] = await Promise.all([currentTree(store), lastHead(store)]);
  if (last && tree.size <= last.treeSize) return;
  const signer = headSigner(deps.config.ledgerSigningKey);
  const head = signer.sign({
    treeSize: tree.size,
    rootHash: frontierRoot(tree),
    timestamp: deps.clock().toISOString(),
  });
  const version = last?.version ?? 0;
  await store.append([
    {
      streamId: PUBLIC_LEDGER_HEADS_STREAM,
      expected: version || 'no_stream',
      events: withMetadata(
        [{ type: 'LedgerHeadSigned', data: { ...head, publicKey: signer.publicKey } }],
        { system: true, correlationId: randomUUID(), now: deps.clock() },
      ),
    },
  ]);
  lastHeads.set(store, { treeSize: tree.size, version: version + 1 });
};

/** A new signed head at most every few seconds, however fast the log grows. */
export const ledgerHeadJob: ScheduledJob = {
  name: 'ledger-heads',
  everyMs: 3_000,
  run: signNewHead,
};
