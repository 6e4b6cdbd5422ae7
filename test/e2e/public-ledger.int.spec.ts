import { openDatabase } from '@harambee/database';
import { createPostgresEventStore } from '@harambee/events';
import { LOG_START } from '@harambee/eventstore';
import { live } from '@harambee/read-models';
import { DURATION_MAX_DAYS } from '@harambee/rules';
import { execFile } from 'node:child_process';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { campaignEndJob } from '../../services/command-api/src/campaign-end/end-campaign';
import { moneyOutProcessManagers } from '../../services/command-api/src/money-out';
import {
  endOfLog,
  reactToLog,
} from '../../services/command-api/src/money-out/testing/react-to-log';
import {
  publicLedgerProcessManager,
  signNewHead,
} from '../../services/command-api/src/public-ledger';
import {
  DAY_MS,
  giveByCard,
  openCampaign,
  PAST_THE_END_MS,
  approveWithdrawal,
  withdraw,
} from '../../services/command-api/src/money-out/testing/money-world';
import {
  type CommandApiUnderTest,
  startCommandApiUnderTest,
} from '../../services/command-api/src/testing/command-api-under-test';
import { rebuildProjections } from '../../services/projector/src/rebuild';
import { startHarambee, type TestHarambee } from '../support/harambee-server';

/* An outside verifier written from RFC 6962 section 2.1 and RFC 9162 sections 2.1.3.2 and 2.1.4.2, sharing no code with the platform. */
const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const hashLeaf = (leaf: string) => sha256(Buffer.of(0), Buffer.from(leaf, 'utf8'));
const hashChildren = (left: Buffer, right: Buffer) => sha256(Buffer.of(1), left, right);
const largestPowerOfTwoBelow = (n: number) => 2 ** Math.floor(Math.log2(n - 1));
const mth = (leaves: Buffer[]): Buffer => {
  if (leaves.length === 0) return sha256();
  if (leaves.length === 1) return leaves[0]!;
  const k = largestPowerOfTwoBelow(leaves.length);
  return hashChildren(mth(leaves.slice(0, k)), mth(leaves.slice(k)));
};
const rfcInclusion = (index: number, size: number, leaf: Buffer, path: Buffer[], root: Buffer) => {
  if (index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = hashChildren(p, r);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
    } else r = hashChildren(r, p);
    [fn, sn] = [fn >> 1, sn >> 1];
  }
  return sn === 0 && r.equals(root);
};
const rfcConsistency = (
  first: number,
  second: number,
  firstRoot: Buffer,
  secondRoot: Buffer,
  proof: Buffer[],
) => {
  if (first === second) return proof.length === 0 && firstRoot.equals(secondRoot);
  if (proof.length === 0) return false;
  const path = Number.isInteger(Math.log2(first)) ? [firstRoot, ...proof] : proof;
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) [fn, sn] = [fn >> 1, sn >> 1];
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = hashChildren(c, fr);
      sr = hashChildren(c, sr);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
    } else sr = hashChildren(sr, c);
    [fn, sn] = [fn >> 1, sn >> 1];
  }
  return sn === 0 && fr.equals(firstRoot) && sr.equals(secondRoot);
};
type Head = { treeSize: number; rootHash: string; timestamp: string; signature: string };
/** RFC 8785 of three plain members is their JSON with the keys in code-point order. */
const signedBytes = ({ rootHash, timestamp, treeSize }: Head) =>
  Buffer.from(JSON.stringify({ rootHash, timestamp, treeSize }), 'utf8');
const hex = (value: string) => Buffer.from(value, 'hex');

const LATER = PAST_THE_END_MS;
const SIGNING_KEY = 'the-public-ledger-signing-key-of-this-test';
/** `npm run ledger -- verify` as anyone outside runs it, while this process serves the platform. */
const monitor = (url: string, stateFile: string, ...more: string[]) =>
  new Promise<{ status: number; stdout: string }>((resolve) => {
    const args = ['tsx', 'apps/server/src/ledger-cli.ts', 'verify', '--url', url];
    execFile(
      'npx',
      [...args, '--state', stateFile, ...more],
      { cwd: path.resolve(__dirname, '../..'), env: { ...process.env, LOG_LEVEL: 'warn' } },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code) : 0, stdout: `${stdout}${stderr}` }),
    );
  });

const until = async <T>(probe: () => Promise<T | undefined>): Promise<T> => {
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('the public ledger, verified from outside', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-public-ledger-'));
  const copyDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-public-ledger-copy-'));
  const stateFile = path.join(dataDir, 'monitor.json');
  const paymentIds: string[] = [];
  let funded = '';
  let growing = '';
  let platform: TestHarambee;
  const get = async (route: string) => platform.api(`/v1/ledger${route}`);
  const headOf = async (size: number) =>
    until(async () => {
      const { status, body } = await get('/head');
      return status === 200 && body.data.treeSize >= size ? (body.data as Head) : undefined;
    });
  const entries = async (size: number) =>
    (await get(`/entries?start=0&end=${size}`)).body.data.entries as {
      index: number;
      leaf: string;
    }[];
  const startPlatform = (dir: string) =>
    startHarambee({
      env: {
        DATA_DIR: dir,
        LEDGER_SIGNING_KEY: SIGNING_KEY,
        EMAIL_ID_KEY: 'the-email-id-key-every-test-command-api-shares',
      },
      start: { clock: () => new Date(Date.now() + LATER) },
    });

  beforeAll(async () => {
    const db = await openDatabase({ dataDir });
    let shiftMs = 0;
    const api: CommandApiUnderTest = await startCommandApiUnderTest({
      db,
      clock: () => new Date(Date.now() + shiftMs),
      env: { LEDGER_SIGNING_KEY: SIGNING_KEY },
    });
    const open = (endsInDays = 10) =>
      openCampaign(api, {
        endDate: new Date(Date.now() + endsInDays * DAY_MS).toISOString().slice(0, 10),
      });
    const paid = await open();
    const failed = await open();
    funded = paid.campaignId;
    growing = (await open(DURATION_MAX_DAYS)).campaignId;
    paymentIds.push(await giveByCard(api, paid.campaignId, 70));
    paymentIds.push(await giveByCard(api, paid.campaignId, 40.5));
    paymentIds.push(await giveByCard(api, failed.campaignId, 25));
    shiftMs = LATER;
    const from = await endOfLog(api.deps);
    await campaignEndJob.run(api.deps);
    await withdraw(api, paid.token, paid.campaignId);
    await approveWithdrawal(api, paid.campaignId, { confirmNewWallet: true });
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    await reactToLog(api.deps, LOG_START, [publicLedgerProcessManager]);
    await signNewHead(api.deps);
    await api.stop();
    await db.close();
    platform = await startPlatform(dataDir);
  });
  afterAll(async () => {
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(copyDir, { recursive: true, force: true });
  });

  it('when the books moved gifts, a refund and a payout, then each posting is a leaf saying what moved and nothing personal', async () => {
    const head = await headOf(5);
    expect(head.treeSize).toBe(5);
    const leaves = (await entries(5)).map((entry) => JSON.parse(entry.leaf));
    expect(leaves.map((leaf) => leaf.type)).toEqual([
      'DonationRecorded',
      'DonationRecorded',
      'DonationRecorded',
      'PayoutPaid',
      'DonationRefunded',
    ]);
    expect(leaves[1]).toMatchObject({
      index: 1,
      campaignId: funded,
      currency: 'USD',
      amount: 4050,
      postings: [
        { account: 'donors:sandbox', amount: -4050 },
        { account: `campaign:${funded}:escrow`, amount: 4050 },
      ],
    });
    for (const leaf of leaves)
      expect(leaf.postings.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0)).toBe(
        0,
      );
    const published = JSON.stringify(leaves);
    for (const secret of ['Grace', 'grace@example.org', '0241234567', ...paymentIds])
      expect(published).not.toContain(secret);
  });

  it('when the head is fetched, then its Ed25519 signature verifies with the published key and the leaves hash to its root', async () => {
    const head = await headOf(5);
    const { body } = await get('/key');
    expect(body.data.algorithm).toBe('Ed25519');
    const key = createPublicKey(body.data.publicKey);
    expect(verify(null, signedBytes(head), key, Buffer.from(head.signature, 'base64'))).toBe(true);
    expect(
      verify(
        null,
        signedBytes({ ...head, treeSize: 4 }),
        key,
        Buffer.from(head.signature, 'base64'),
      ),
    ).toBe(false);
    const leaves = (await entries(5)).map((entry) => hashLeaf(entry.leaf));
    expect(mth(leaves).toString('hex')).toBe(head.rootHash);
  });

  it('when inclusion proofs are asked for, then each leaf is provably in every tree that holds it, and a tampered leaf is not', async () => {
    const leaves = (await entries(5)).map((entry) => entry.leaf);
    for (let size = 1; size <= 5; size++) {
      const root = mth(leaves.slice(0, size).map(hashLeaf));
      for (let index = 0; index < size; index++) {
        const { body } = await get(`/proof/inclusion?index=${index}&treeSize=${size}`);
        const auditPath = (body.data.auditPath as string[]).map(hex);
        expect(rfcInclusion(index, size, hashLeaf(leaves[index]!), auditPath, root)).toBe(true);
      }
    }
    const { body } = await get('/proof/inclusion?index=1&treeSize=5');
    const tampered = leaves[1]!.replace('4050', '4051');
    const root = mth(leaves.map(hashLeaf));
    expect(rfcInclusion(1, 5, hashLeaf(tampered), body.data.auditPath.map(hex), root)).toBe(false);
  });

  it('when consistency proofs are asked for, then every earlier tree is a prefix of the latest, and a rewritten history is caught', async () => {
    const leaves = (await entries(5)).map((entry) => hashLeaf(entry.leaf));
    const root = mth(leaves);
    for (let first = 1; first <= 5; first++) {
      const { body } = await get(`/proof/consistency?first=${first}&second=5`);
      const proof = (body.data.proof as string[]).map(hex);
      expect(rfcConsistency(first, 5, mth(leaves.slice(0, first)), root, proof)).toBe(true);
    }
    const rewritten = [leaves[0]!, hashLeaf('{"index":1}'), leaves[2]!];
    const { body } = await get('/proof/consistency?first=3&second=5');
    expect(rfcConsistency(3, 5, mth(rewritten), root, body.data.proof.map(hex))).toBe(false);
  });

  it.each([
    ['/entries?start=0&end=6', 'end is beyond the ledger, which holds 5 entries.'],
    ['/entries?start=3&end=1', 'start must not be after end.'],
    ['/entries?start=0&end=1001', 'At most 1,000 entries at once: narrow start and end.'],
    ['/entries?start=-1&end=2', 'start must be a whole number, 0 or more.'],
    ['/entries?end=2', 'start must be a whole number, 0 or more.'],
    ['/proof/inclusion?index=5&treeSize=5', 'index must be smaller than treeSize.'],
    [
      '/proof/inclusion?index=0&treeSize=9',
      'treeSize is beyond the ledger, which holds 5 entries.',
    ],
    ['/proof/inclusion?index=x&treeSize=2', 'index must be a whole number, 0 or more.'],
    ['/proof/consistency?first=4&second=3', 'first must not be larger than second.'],
    ['/proof/consistency?first=0&second=3', 'first must be at least 1.'],
    ['/proof/consistency?first=1&second=6', 'second is beyond the ledger, which holds 5 entries.'],
  ])('when %s is asked for, then 400 says why', async (route, message) => {
    await headOf(5);
    const { status, body } = await get(route);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('when the read models are rebuilt, the platform restarts and the log grows, then the monitor passes each time; on a copy with a rewritten leaf it fails naming it', async () => {
    const first = await monitor(platform.url, stateFile);
    expect(first.stdout).toContain('head of 5 entries signed at');
    expect(first.status).toBe(0);
    const before = await platform.db.query(
      `select * from ${live('public_ledger_leaves')} order by index`,
    );
    await rebuildProjections({ db: platform.db, store: createPostgresEventStore(platform.db) });
    expect(
      await platform.db.query(`select * from ${live('public_ledger_leaves')} order by index`),
    ).toEqual(before);
    expect((await monitor(platform.url, stateFile)).status).toBe(0);
    await platform.stop();
    platform = await startPlatform(dataDir);
    await giveByCard({ call: platform.api }, growing, 5);
    await headOf(6);
    const grown = await monitor(platform.url, stateFile);
    expect(grown.stdout).toContain('entries 5 to 6 replayed');
    expect(grown.stdout).toContain('consistent with the head of 5 entries');
    expect(grown.status).toBe(0);
    await platform.stop();
    cpSync(dataDir, copyDir, { recursive: true });
    const copy = await openDatabase({ dataDir: copyDir });
    await copy.query(
      `update ${live('public_ledger_leaves')} set leaf = replace(leaf, '4050', '405') where index = 1`,
    );
    await copy.close();
    platform = await startPlatform(copyDir);
    const rewritten = await monitor(platform.url, stateFile, '--full');
    expect(rewritten.stdout).toContain('FAILED: the first 6 entries now hash to');
    expect(rewritten.status).toBe(1);
  });
});
