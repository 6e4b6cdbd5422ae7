import {
  appendLeaf,
  emptyFrontier,
  type Frontier,
  frontierRoot,
  type SignedTreeHead,
  verifyConsistency,
  verifyTreeHead,
} from '@harambee/merkle-log';
import { hexToBytes } from '@noble/hashes/utils.js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** What the monitor remembers between runs: the key and the last head it checked, and that tree's frontier. */
export type MonitorState = { publicKey: string; head: SignedTreeHead; frontier: Frontier };

export type MonitorOutcome = { ok: true; lines: string[] } | { ok: false; problems: string[] };

const PAGE = 1_000;

const fetchData = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  const body = (await response.json().catch(() => undefined)) as
    { data?: T; message?: string } | undefined;
  if (!response.ok || !body?.data)
    throw new Error(`${url} answered ${response.status}: ${body?.message ?? 'no data'}`);
  return body.data;
};

export const readState = (file: string): MonitorState | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MonitorState) : undefined;

export const writeState = (file: string, state: MonitorState) =>
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);

/** Every leaf from `start` to the head, hashed onto the frontier; names the first entry that is not what it says. */
const replay = async (api: string, frontier: Frontier, treeSize: number, seen?: SignedTreeHead) => {
  const problems: string[] = [];
  let tree = frontier;
  while (tree.size < treeSize) {
    const end = Math.min(tree.size + PAGE, treeSize);
    const { entries } = await fetchData<{ entries: { index: number; leaf: string }[] }>(
      `${api}/v1/ledger/entries?start=${tree.size}&end=${end}`,
    );
    for (const entry of entries) {
      const claimed = (JSON.parse(entry.leaf) as { index?: number }).index;
      if (entry.index !== tree.size || claimed !== entry.index)
        return { tree, problems: [`entry ${tree.size} was served as entry ${entry.index}`] };
      tree = appendLeaf(tree, entry.leaf).next;
      if (seen && tree.size === seen.treeSize && frontierRoot(tree) !== seen.rootHash)
        problems.push(
          `the first ${seen.treeSize} entries now hash to ${frontierRoot(tree)}, but the head seen at ${seen.timestamp} signed ${seen.rootHash}: history was rewritten`,
        );
    }
    if (tree.size !== end)
      return { tree, problems: [...problems, `entries ${tree.size} to ${end} were not served`] };
  }
  return { tree, problems };
};

/**
 * Checks the log at `url` as an outsider: the head's signature, its consistency with the last head this monitor
 * saw, and that the leaves hash to the signed root (only the new ones, unless `full`).
 */
export const monitorLedger = async (
  url: string,
  last: MonitorState | undefined,
  full: boolean,
): Promise<{ outcome: MonitorOutcome; state?: MonitorState }> => {
  const api = `${url.replace(/\/$/, '')}/api`;
  const { publicKey } = await fetchData<{ publicKey: string }>(`${api}/v1/ledger/key`);
  const head = await fetchData<SignedTreeHead>(`${api}/v1/ledger/head`);
  const problems: string[] = [];
  if (last && last.publicKey !== publicKey)
    problems.push('the signing key is not the one this monitor saw before');
  if (!verifyTreeHead(publicKey, head))
    problems.push(`the signature of the head of ${head.treeSize} entries does not verify`);
  const seen = last?.head;
  if (seen && head.treeSize < seen.treeSize)
    problems.push(`the log shrank from ${seen.treeSize} to ${head.treeSize} entries`);
  else if (seen && seen.treeSize > 0) {
    const { proof } = await fetchData<{ proof: string[] }>(
      `${api}/v1/ledger/proof/consistency?first=${seen.treeSize}&second=${head.treeSize}`,
    );
    const consistent = verifyConsistency(
      seen.treeSize,
      head.treeSize,
      hexToBytes(seen.rootHash),
      hexToBytes(head.rootHash),
      proof.map(hexToBytes),
    );
    if (!consistent)
      problems.push(
        `the head of ${head.treeSize} entries is not consistent with the head of ${seen.treeSize} seen at ${seen.timestamp}: history was rewritten`,
      );
  }
  const incremental = !full && last && seen && head.treeSize >= seen.treeSize;
  const replayed = await replay(
    api,
    incremental ? last.frontier : emptyFrontier,
    head.treeSize,
    incremental ? undefined : seen,
  );
  problems.push(...replayed.problems);
  const root = frontierRoot(replayed.tree);
  if (replayed.problems.length === 0 && root !== head.rootHash)
    problems.push(
      `the ${head.treeSize} entries served hash to ${root}, but the signed head says ${head.rootHash}`,
    );
  if (problems.length > 0) return { outcome: { ok: false, problems } };
  const from = incremental ? seen.treeSize : 0;
  return {
    outcome: {
      ok: true,
      lines: [
        `head of ${head.treeSize} entries signed at ${head.timestamp}: signature verified`,
        `entries ${from} to ${head.treeSize} replayed: root ${root} matches`,
        seen
          ? `consistent with the head of ${seen.treeSize} entries seen at ${seen.timestamp}`
          : 'first run: no earlier head to compare with',
      ],
    },
    state: { publicKey, head, frontier: replayed.tree },
  };
};
