import { ledgerTotals, type LedgerLine } from '@harambee/ledger';
import { startHarambee, type TestHarambee } from '../support/harambee-server';

jest.setTimeout(180_000);

let harambee: TestHarambee;

beforeAll(async () => {
  harambee = await startHarambee({ seed: true });
});
afterAll(() => harambee?.stop());

type Leaf = {
  type: string;
  campaignId: string | null;
  amount: number;
  postings: { account: string; amount: number }[];
};

/** Every leaf of the public ledger, as anyone reads it, once the publisher has caught up with `types`. */
const publicLeaves = async (campaignId: string, types: string[]): Promise<Leaf[]> => {
  for (let tries = 0; ; tries++) {
    const head = await harambee.api('/v1/ledger/head');
    const size = head.status === 200 ? (head.body.data.treeSize as number) : 0;
    const leaves: Leaf[] = [];
    for (let start = 0; start < size; start += 1_000) {
      const page = await harambee.api(
        `/v1/ledger/entries?start=${start}&end=${Math.min(size, start + 1_000)}`,
      );
      leaves.push(
        ...page.body.data.entries.map(({ leaf }: { leaf: string }) => JSON.parse(leaf) as Leaf),
      );
    }
    const ours = leaves.filter((leaf) => leaf.campaignId === campaignId);
    if (types.every((type) => ours.some((leaf) => leaf.type === type)) || tries > 60) return ours;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

const dollars = (cents: number) => Math.round(cents) / 100;

it('when a paid-out campaign lost a dispute, then the admin Money tab, Withdrawals, Disputes and the public ledger tell the same books', async () => {
  const token = harambee.adminToken;
  const disputes = (await harambee.api('/v1/admin/disputes', { token })).body.data.disputes as {
    campaignId: string;
    status: string;
    afterPayout: boolean;
    amount: number;
  }[];
  const lost = disputes.find((dispute) => dispute.status === 'lost' && dispute.afterPayout)!;
  expect(lost).toBeDefined();
  const { campaignId } = lost;

  const leaves = await publicLeaves(campaignId, ['PayoutPaid', 'DisputeClosed']);
  const lines: LedgerLine[] = leaves.flatMap((leaf) =>
    leaf.postings.map((posting) => ({
      type: leaf.type,
      account: posting.account,
      amount: posting.amount,
    })),
  );
  const fromPublic = ledgerTotals(lines);

  const money = (await harambee.api(`/v1/campaigns/${campaignId}/money`, { token })).body.data;
  expect(money.totals).toMatchObject({
    raised: dollars(fromPublic.raisedCents),
    refunded: dollars(fromPublic.refundedCents),
    fees: dollars(fromPublic.feesCents),
    paidOut: dollars(fromPublic.paidOutCents),
  });

  // The dispute lost after the payout: what the disputes list says went back to the donor, the public ledger posted.
  const toDonor = lines.filter(
    (line) => line.type === 'DisputeClosed' && line.account.startsWith('donors:'),
  );
  expect(dollars(toDonor.reduce((sum, line) => sum + line.amount, 0))).toBe(lost.amount);
  const written = lines.filter(
    (line) => line.type === 'DisputeClosed' && line.account === 'platform:loss',
  );
  expect(dollars(-written.reduce((sum, line) => sum + line.amount, 0))).toBe(lost.amount);

  // Withdrawals: the campaign's withdrawal is paid, and what it paid the creator is what the books paid out.
  const withdrawals = (await harambee.api(`/v1/withdrawals?campaignId=${campaignId}`, { token }))
    .body.data.withdrawals as { status: string; netAmount: number }[];
  expect(withdrawals).toHaveLength(1);
  expect(withdrawals[0]!.status).toBe('paid');
  expect(withdrawals[0]!.netAmount).toBe(money.totals.paidOut);
});
