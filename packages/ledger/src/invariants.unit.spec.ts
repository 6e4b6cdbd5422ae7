import type { NewEvent } from '@harambee/events';
import {
  campaignCreated,
  campaignEnded,
  campaignReviewed,
  disputeClosed,
  disputeOpened,
  donationRecorded,
  donationRefunded,
  payoutDuplicated,
  payoutPaid,
  payoutReversed,
  refundRequested,
  refundReversed,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import {
  closedCampaignsGiveBack,
  conservation,
  describeResult,
  noGiftAfterEnd,
  noNegativeEscrow,
  oneEndPerGift,
  oneTransferPerWithdrawal,
  shownTotalsMatchLedger,
} from './invariants';
import { postingsOf } from './ledger';
import { balanceOf } from './posting';
import { storedLog } from './testing/stored-log';

const first = donationRecorded('c1', { amountCents: 6_000 });
/** `event` for a part of its gift: `amountCents` of it. */
const part = <T extends NewEvent>(event: T, amountCents: number) =>
  ({ ...event, data: { ...event.data, amountCents } }) as NewEvent;
const second = donationRecorded('c1', { amountCents: 4_000 });
const amounts = {
  grossCents: 10_000,
  platformFeeCents: 500,
  processingFeesCents: 0,
  netCents: 9_500,
};
const paidOut = [
  first,
  second,
  campaignEnded('c1', 'funded', 10_000),
  withdrawalRequested('c1', 'creator-1', amounts),
  payoutPaid('c1', 'TRF_1', 9_500),
];
const booksOf = async (...events: Parameters<typeof storedLog>) => {
  const log = await storedLog(...events);
  return { log, postings: postingsOf(log) };
};
const subjects = (result: { violations: { subject: string }[] }) =>
  result.violations.map((violation) => violation.subject);

describe('the invariants of the books', () => {
  it('when gifts are paid out, then every invariant holds and says what it counted', async () => {
    const { log, postings } = await booksOf(...paidOut);
    expect(describeResult(conservation(postings))).toBe('conservation: 3 postings, 0 violations');
    expect(describeResult(oneEndPerGift(postings))).toBe(
      'one end per gift: 2 gifts (0 open, 2 paid out, 0 refunded, 0 disputed), 0 violations',
    );
    expect(noNegativeEscrow(postings).violations).toEqual([]);
    expect(oneTransferPerWithdrawal(postings).violations).toEqual([]);
    expect(closedCampaignsGiveBack(log).violations).toEqual([]);
    expect(
      shownTotalsMatchLedger(postings, [
        { campaignId: 'c1', raisedCents: 10_000, refundedCents: 0 },
      ]).violations,
    ).toEqual([]);
  });

  it('when a stored posting does not sum to zero, then conservation names its event', async () => {
    const { postings } = await booksOf(first);
    const skimmed = {
      ...postings[0]!,
      entries: [{ account: 'campaign:c1:escrow', amount: 6_000 }],
    };
    expect(conservation([skimmed]).violations).toEqual([
      { subject: skimmed.eventId, detail: 'DonationRecorded is off by 6000 USD' },
    ]);
  });

  // Issue "Money that matches the world", item 5: money that left twice was not booked.
  it("when a second transfer of a paid withdrawal succeeds, then the books show the money sent twice, as the platform's loss", async () => {
    const { postings } = await booksOf(...paidOut, payoutDuplicated('c1', 'TRF_2', 'TRF_1', 9_500));
    const balance = (account: string) => balanceOf(postings, account);
    expect(balance('creator:creator-1:payouts')).toBe(19_000);
    expect(balance('platform:loss')).toBe(-9_500);
    expect([balance('campaign:c1:escrow'), balance('campaign:c1:receivable')]).toEqual([0, 0]);
    expect(conservation(postings).violations).toEqual([]);
    expect(noNegativeEscrow(postings).violations).toEqual([]);
  });

  // Issue 42, item 5: a transfer reversed after its success was dropped, the money left booked as the creator's.
  it('when the provider takes a paid transfer back, then the escrow holds the money and fees again, and it can be paid once more', async () => {
    const reversed = await booksOf(...paidOut, payoutReversed('c1', 'TRF_1', 9_500));
    const balance = (account: string) => balanceOf(reversed.postings, account);
    expect(balance('campaign:c1:escrow')).toBe(10_000);
    expect([balance('creator:creator-1:payouts'), balance('platform:fees')]).toEqual([0, 0]);
    expect(conservation(reversed.postings).violations).toEqual([]);
    expect(describeResult(oneEndPerGift(reversed.postings))).toMatch(/\(2 open, 0 paid out/);
    const paidAgain = await booksOf(
      ...paidOut,
      payoutReversed('c1', 'TRF_1', 9_500),
      payoutPaid('c1', 'TRF_2', 9_500),
    );
    expect(oneTransferPerWithdrawal(paidAgain.postings).violations).toEqual([]);
    expect(balanceOf(paidAgain.postings, 'campaign:c1:escrow')).toBe(0);
  });

  it('when a gift is refunded after its campaign was paid out, then the escrow goes negative and the gift has two ends', async () => {
    const { postings } = await booksOf(...paidOut, donationRefunded(first));
    expect(subjects(noNegativeEscrow(postings))).toEqual(['campaign:c1:escrow']);
    expect(oneEndPerGift(postings).violations).toEqual([
      {
        subject: (first.data as { donationId: string }).donationId,
        detail: expect.stringMatching(/^paid out, then refunded by DonationRefunded/),
      },
    ]);
  });

  // Issue "Money that matches the world", item 3: a dispute was taken to end the whole gift.
  it('when a dispute lost takes a part of a gift and we refund the rest, then it ends refunded with no violation; a refund more is one', async () => {
    const partly = [
      first,
      part(disputeOpened(first, 'dp_1'), 1_000),
      part(disputeClosed(first, 'dp_1', 'lost'), 1_000),
      part(donationRefunded(first), 5_000),
    ];
    const { postings } = await booksOf(...partly);
    expect(oneEndPerGift(postings)).toMatchObject({ violations: [], counts: { refunded: 1 } });
    const { postings: over } = await booksOf(...partly, part(donationRefunded(first), 1));
    expect(oneEndPerGift(over).violations).toHaveLength(1);
  });

  it('when a dispute lost takes the last of a gift and our refund of the rest then fails, then the gift is open again and the refund made again ends it, with no violation', async () => {
    const { postings } = await booksOf(
      first,
      part(disputeOpened(first, 'dp_1'), 1_000),
      part(donationRefunded(first, 're_1'), 5_000),
      part(disputeClosed(first, 'dp_1', 'lost'), 1_000),
      part(refundReversed(first, 're_1'), 5_000),
      part(donationRefunded(first, 're_2'), 5_000),
    );
    expect(oneEndPerGift(postings)).toMatchObject({ violations: [], counts: { refunded: 1 } });
  });

  it('when two disputes hold parts of a gift at once and both are lost, then it ends disputed', async () => {
    const { postings } = await booksOf(
      first,
      part(disputeOpened(first, 'dp_1'), 2_000),
      part(disputeOpened(first, 'dp_2'), 4_000),
      part(disputeClosed(first, 'dp_1', 'lost'), 2_000),
      part(disputeClosed(first, 'dp_2', 'lost'), 4_000),
    );
    expect(oneEndPerGift(postings)).toMatchObject({ violations: [], counts: { disputed: 1 } });
  });

  it('when a gift is refunded in parts, then it ends refunded once all of it went back, and a part more is a violation', async () => {
    const refunded = (amountCents: number) => part(donationRefunded(first), amountCents);
    const { postings } = await booksOf(first, refunded(2_500), refunded(3_500));
    expect(oneEndPerGift(postings)).toMatchObject({ violations: [], counts: { refunded: 1 } });
    const { postings: over } = await booksOf(first, refunded(2_500), refunded(3_501));
    expect(oneEndPerGift(over).violations).toEqual([
      {
        subject: (first.data as { donationId: string }).donationId,
        detail: 'refunded 6001 USD of a gift paid with 6000 (6001 of its 6000 US cents)',
      },
    ]);
  });

  it('when a withdrawal is paid twice, in the books or at the provider, then it is one violation each', async () => {
    const { postings } = await booksOf(...paidOut, payoutPaid('c1', 'TRF_2', 9_500));
    expect(oneTransferPerWithdrawal(postings).violations).toEqual([
      { subject: 'withdrawal c1', detail: 'paid 2 times in the books' },
    ]);
    const transfers = [
      { withdrawalId: 'c2', reference: 'c2', succeeded: true },
      { withdrawalId: 'c2', reference: 'c2_retry2', succeeded: true },
    ];
    expect(oneTransferPerWithdrawal([], transfers).violations).toEqual([
      { subject: 'withdrawal c2', detail: '2 transfers succeeded: c2, c2_retry2' },
    ]);
  });

  it('when the provider pays a second transfer the books record as sent twice, then that is no second payout', async () => {
    const { postings } = await booksOf(...paidOut, payoutDuplicated('c1', 'TRF_2', 'TRF_1', 9_500));
    const transfers = [
      { withdrawalId: 'c1', reference: 'TRF_1', succeeded: true },
      { withdrawalId: 'c1', reference: 'TRF_2', succeeded: true },
    ];
    expect(oneTransferPerWithdrawal(postings, transfers).violations).toEqual([]);
  });

  it('when a page shows another raised amount than the ledger, then the campaign is named with both', async () => {
    const { postings } = await booksOf(first, second, donationRefunded(second));
    expect(
      shownTotalsMatchLedger(postings, [
        { campaignId: 'c1', raisedCents: 6_000, refundedCents: 4_000 },
      ]).violations,
    ).toEqual([
      {
        subject: 'campaign c1',
        detail: 'shows raised 6000, refunded 4000; the ledger says 10000, 4000',
      },
    ]);
  });

  it('when a gift is recorded after its campaign ended, then it is named', async () => {
    const log = await storedLog(first, campaignEnded('c1', 'funded', 6_000), second);
    expect(noGiftAfterEnd(log).violations).toEqual([
      {
        subject: `gift ${(second.data as { donationId: string }).donationId}`,
        detail: 'recorded after campaign c1 ended',
      },
    ]);
    expect(noGiftAfterEnd(log.slice(0, 2)).violations).toEqual([]);
  });

  it('when a campaign with gifts is deleted and nothing is owed back, then each gift is named; once refunds are requested it holds', async () => {
    const deleted = [
      campaignCreated('c1', 'creator-1'),
      campaignReviewed('CampaignApproved', 'c1', 'admin-1'),
      first,
      campaignReviewed('CampaignDeleted', 'c1', 'admin-1'),
    ];
    expect(subjects(closedCampaignsGiveBack(await storedLog(...deleted)))).toEqual([
      `gift ${(first.data as { donationId: string }).donationId}`,
    ]);
    expect(
      closedCampaignsGiveBack(await storedLog(...deleted, refundRequested(first))).violations,
    ).toEqual([]);
  });
});
