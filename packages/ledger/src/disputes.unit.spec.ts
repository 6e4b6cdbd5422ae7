import type { NewEvent } from '@harambee/events';
import {
  disputeClosed,
  disputeOpened,
  payoutFailed,
  payoutInitiated,
  payoutPaid,
  payoutReversed,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import { oneEndPerGift, conservation, noNegativeEscrow } from './invariants';
import { postingsOf } from './ledger';
import { balanceOf, imbalanceOf, move } from './posting';
import {
  afterPayout,
  PAID_OUT_AMOUNTS,
  paidOutOf25,
  storedLog,
  stripeGift,
} from './testing/stored-log';

const { gift, paid } = stripeGift(2_500);
const providerRefund = (amountCents: number, paidOut = false): NewEvent => ({
  type: 'ProviderRefundRecorded',
  data: {
    ...(gift.data as { paymentId: string; donationId: string; campaignId: string }),
    provider: 'stripe',
    currency: 'usd',
    amountCents,
    refundReference: `re_dash_${amountCents}`,
    afterPayout: paidOut,
    refundedAt: new Date().toISOString(),
  },
  metadata: gift.metadata,
});
const paidOut = paidOutOf25;

const booksOf = async (...events: NewEvent[]) => {
  const postings = postingsOf(await storedLog(paid, gift, ...events));
  const balance = (account: string) => balanceOf(postings, account);
  return { postings, balance, types: postings.map((posting) => posting.type) };
};

describe('how disputes and the provider’s own refunds post', () => {
  it('when a dispute opens, then the disputed amount moves from the escrow to what the provider holds', async () => {
    const { postings } = await booksOf(disputeOpened(gift, 'dp_1'));
    expect(postings.at(-1)!.entries).toEqual(
      move('campaign:c1:escrow', 'campaign:c1:disputed', 2_500),
    );
  });

  it('when a dispute is won, then the held amount goes back to the escrow', async () => {
    const { balance } = await booksOf(
      disputeOpened(gift, 'dp_1'),
      disputeClosed(gift, 'dp_1', 'won'),
    );
    expect([balance('campaign:c1:escrow'), balance('campaign:c1:disputed')]).toEqual([2_500, 0]);
  });

  it('when a dispute is lost, then the held amount goes to the donor', async () => {
    const { balance } = await booksOf(
      disputeOpened(gift, 'dp_1'),
      disputeClosed(gift, 'dp_1', 'lost'),
    );
    expect([
      balance('campaign:c1:escrow'),
      balance('campaign:c1:disputed'),
      balance('donors:stripe'),
    ]).toEqual([0, 0, 0]);
  });

  it('when a dispute opens after the payout, then the creator owes it (the receivable), not the emptied escrow', async () => {
    const { postings, balance } = await booksOf(
      ...paidOut,
      afterPayout(disputeOpened(gift, 'dp_1')),
    );
    expect(postings.at(-1)!.entries).toEqual(
      move('campaign:c1:receivable', 'campaign:c1:disputed', 2_500),
    );
    expect(balance('campaign:c1:escrow')).toBe(0);
  });

  it('when a dispute opened after the payout is won, then the creator owes nothing', async () => {
    const { balance } = await booksOf(
      ...paidOut,
      afterPayout(disputeOpened(gift, 'dp_1')),
      disputeClosed(gift, 'dp_1', 'won', true),
    );
    expect([balance('campaign:c1:receivable'), balance('platform:loss')]).toEqual([0, 0]);
  });

  it('when a dispute opened after the payout is lost, then the donor is paid and the unrecoverable receivable is the platform’s loss', async () => {
    const { balance } = await booksOf(
      ...paidOut,
      afterPayout(disputeOpened(gift, 'dp_1')),
      disputeClosed(gift, 'dp_1', 'lost', true),
    );
    expect([
      balance('campaign:c1:receivable'),
      balance('campaign:c1:disputed'),
      balance('platform:loss'),
      balance('donors:stripe'),
    ]).toEqual([0, 0, -2_500, 0]);
  });

  it('when the provider refunds from its dashboard, then the amount goes from the escrow to the donor', async () => {
    const { postings } = await booksOf(providerRefund(1_000));
    expect(postings.at(-1)!.entries).toEqual(move('campaign:c1:escrow', 'donors:stripe', 1_000));
  });

  it('when the provider refunds after the payout, then it is owed by the creator and written off, never out of the empty escrow', async () => {
    const { balance } = await booksOf(...paidOut, providerRefund(1_000, true));
    expect([balance('campaign:c1:escrow'), balance('platform:loss')]).toEqual([0, -1_000]);
  });

  it('every dispute and provider-refund posting sums to zero, and the invariants hold with the gift ending disputed', async () => {
    const { postings } = await booksOf(
      disputeOpened(gift, 'dp_1'),
      disputeClosed(gift, 'dp_1', 'lost'),
    );
    expect(postings.map((posting) => imbalanceOf(posting.entries))).toEqual(postings.map(() => 0));
    expect(
      [conservation(postings), noNegativeEscrow(postings)].flatMap((r) => r.violations),
    ).toEqual([]);
    expect(oneEndPerGift(postings)).toMatchObject({
      violations: [],
      counts: { open: 0, 'paid out': 0, refunded: 0, disputed: 1 },
    });
  });

  it('when a dispute is won, then the gift is back where it was; one opened after the payout ends paid out', async () => {
    const won = await booksOf(disputeOpened(gift, 'dp_1'), disputeClosed(gift, 'dp_1', 'won'));
    expect(oneEndPerGift(won.postings).counts).toMatchObject({ open: 1, disputed: 0 });
    const later = await booksOf(
      ...paidOut,
      afterPayout(disputeOpened(gift, 'dp_1')),
      disputeClosed(gift, 'dp_1', 'won', true),
    );
    expect(oneEndPerGift(later.postings)).toMatchObject({
      violations: [],
      counts: { 'paid out': 1, disputed: 0 },
    });
  });

  describe('while the payout is on its way', () => {
    const requested = withdrawalRequested('c1', 'u1', PAID_OUT_AMOUNTS);
    const failed = payoutFailed('c1', 'c1', 'Paystack could not make the transfer (failed)');

    it('when a dispute opened then is lost and the transfer fails, then the escrow, still holding the money, covers the loss: none is left, nor anything in the escrow', async () => {
      const { balance, postings } = await booksOf(
        requested,
        afterPayout(disputeOpened(gift, 'dp_1')),
        disputeClosed(gift, 'dp_1', 'lost', true),
        failed,
      );
      expect([
        balance('campaign:c1:escrow'),
        balance('campaign:c1:receivable'),
        balance('campaign:c1:disputed'),
        balance('platform:loss'),
      ]).toEqual([0, 0, 0, 0]);
      expect(postings.at(-1)!.entries).toEqual(move('campaign:c1:escrow', 'platform:loss', 2_500));
    });

    it('when the transfer fails with the dispute still open, then the dispute is held from the escrow: won it goes back there, lost it costs the platform nothing', async () => {
      const open = [requested, afterPayout(disputeOpened(gift, 'dp_1')), failed];
      const won = await booksOf(...open, disputeClosed(gift, 'dp_1', 'won'));
      expect([won.balance('campaign:c1:escrow'), won.balance('campaign:c1:receivable')]).toEqual([
        2_500, 0,
      ]);
      const lost = await booksOf(...open, disputeClosed(gift, 'dp_1', 'lost'));
      expect([
        lost.balance('campaign:c1:escrow'),
        lost.balance('campaign:c1:receivable'),
        lost.balance('platform:loss'),
      ]).toEqual([0, 0, 0]);
    });

    it('when the provider refunds and the transfer then fails, then the escrow covers the refund written off', async () => {
      const { balance } = await booksOf(requested, providerRefund(1_000, true), failed);
      expect([balance('campaign:c1:escrow'), balance('platform:loss')]).toEqual([1_500, 0]);
    });

    // Found by the outside oracle (issue 42, was paidAfterAllOnceRevised): the retry's failure overwrote what the first
    // failure made good, so the first transfer paid after all took from an escrow that no longer held it.
    it('when the provider refunds on its way, the transfer and then its retry fail, and the first is paid after all, then what both failures made good is undone and nothing is left in the escrow', async () => {
      const { balance } = await booksOf(
        requested,
        payoutInitiated('c1', 'c1', 2_375),
        providerRefund(1_000, true),
        failed,
        payoutInitiated('c1', 'c1_retry2', 2_375),
        payoutFailed('c1', 'c1_retry2', 'Account closed'),
        payoutPaid('c1', 'c1', 2_375),
      );
      expect([
        balance('campaign:c1:escrow'),
        balance('campaign:c1:receivable'),
        balance('platform:loss'),
      ]).toEqual([0, 0, -1_000]);
    });

    // Found by the outside oracle (issue 42): a reversal undid the payout but not the write-off, so what was written
    // off stayed in the escrow for ever while the revised withdrawal paid the rest.
    it('when the provider refunds on its way and the paid transfer is then reversed, then the escrow, holding the money again, covers the refund written off', async () => {
      const { balance, postings } = await booksOf(
        requested,
        providerRefund(1_000, true),
        payoutPaid('c1', 'c1', 2_375),
        payoutReversed('c1', 'c1', 2_375),
      );
      expect([balance('campaign:c1:escrow'), balance('platform:loss')]).toEqual([1_500, 0]);
      expect(postings.at(-1)!.entries).toEqual(
        expect.arrayContaining(move('campaign:c1:escrow', 'platform:loss', 1_000)),
      );
    });

    it('when a dispute opened on its way is lost after the payout and the transfer is then reversed, then the escrow covers the loss and nothing is left in it', async () => {
      const { balance, postings } = await booksOf(
        requested,
        afterPayout(disputeOpened(gift, 'dp_1')),
        payoutPaid('c1', 'c1', 2_375),
        disputeClosed(gift, 'dp_1', 'lost', true),
        payoutReversed('c1', 'c1', 2_375),
      );
      expect([
        balance('campaign:c1:escrow'),
        balance('campaign:c1:receivable'),
        balance('platform:loss'),
      ]).toEqual([0, 0, 0]);
      expect(postings.map((posting) => imbalanceOf(posting.entries))).toEqual(
        postings.map(() => 0),
      );
    });

    it('when the paid transfer is reversed with a dispute opened on its way still open, then the dispute is held from the escrow: lost, it costs the platform nothing', async () => {
      const { balance } = await booksOf(
        requested,
        afterPayout(disputeOpened(gift, 'dp_1')),
        payoutPaid('c1', 'c1', 2_375),
        payoutReversed('c1', 'c1', 2_375),
        disputeClosed(gift, 'dp_1', 'lost'),
      );
      expect([
        balance('campaign:c1:escrow'),
        balance('campaign:c1:receivable'),
        balance('platform:loss'),
      ]).toEqual([0, 0, 0]);
    });

    it('when the transfer is paid, then a dispute opened on its way stays the creator’s, and a later failure of another attempt changes nothing', async () => {
      const { balance } = await booksOf(
        requested,
        afterPayout(disputeOpened(gift, 'dp_1')),
        payoutPaid('c1', 'c1', 2_375),
        disputeClosed(gift, 'dp_1', 'lost', true),
        payoutFailed('c1', 'c1-2', 'late'),
      );
      expect([balance('campaign:c1:escrow'), balance('platform:loss')]).toEqual([0, -2_500]);
    });
  });
});
