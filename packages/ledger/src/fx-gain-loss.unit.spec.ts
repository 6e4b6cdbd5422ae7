import type { NewEvent } from '@harambee/events';
import {
  campaignEnded,
  donationRecorded,
  payoutFailed,
  payoutInitiated,
  payoutPaid,
  payoutRateQuoted,
  payoutReversed,
  withdrawalApproved,
  withdrawalRejected,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import { accounts } from './accounts';
import { exchangeExplained } from './exchange-invariants';
import { describeResult } from './invariant';
import { postingsOf } from './ledger';
import type { Entry, Posting } from './posting';
import { balanceIn, paidBy, paymentSucceeded, storedLog, withData } from './testing/stored-log';

// GH₵1,540.00 over MoMo at 15.4 counts as $100.00.
const cedis = { currency: 'GHS' as const, amountMinor: 154_000 };
const paid = withData(paymentSucceeded('pay-1', 'c1', 10_000, 'paystack'), { charged: cedis });
const gift = withData(paidBy(donationRecorded('c1', { amountCents: 10_000 }), 'pay-1'), {
  charged: cedis,
});
const amounts = {
  grossCents: 10_000,
  platformFeeCents: 500,
  processingFeesCents: 390,
  netCents: 9_110,
};
// The cedis' net 140,294 at the approval's 16.5 a dollar is 8,503¢, which buys KSh 10,998.63 at 129.35, less 1.5%.
const conversion = {
  from: 'GHS' as const,
  amountMinor: 140_294,
  to: 'KES' as const,
  convertedMinor: 1_099_863,
  feeMinor: 16_498,
};
const plan = { currency: 'KES' as const, amountMinor: 1_083_365, conversions: [conversion] };
const transfer = { currency: 'KES' as const, amountMinor: 1_083_365, conversionFeeMinor: 16_498 };
const sent = (event: NewEvent) => withData(event, { transfer });

/** The cedis gift's withdrawal approved to a shilling wallet at rates moved since the gift. */
const approvedAtMovedRates = [
  paid,
  gift,
  campaignEnded('c1', 'funded', 10_000),
  withdrawalRequested('c1', 'creator-1', amounts),
  payoutRateQuoted('c1', 'GHS', '16.5'),
  payoutRateQuoted('c1', 'KES', '129.35'),
  withdrawalApproved('c1', 'admin-1', plan),
];

const paidOutAtMovedRates = (...after: NewEvent[]) =>
  storedLog(...approvedAtMovedRates, sent(payoutPaid('c1', 'TRF_1', 9_110)), ...after);

const payoutOf = (postings: readonly Posting[]) =>
  postings.find((posting) => posting.type === 'PayoutPaid')!;

describe('FX gain or loss', () => {
  it('when cedis given at 15.4 are paid to a shilling wallet converted at 16.5, then what the net gave beyond what was sent is booked to fx:gain-loss', async () => {
    const postings = postingsOf(await paidOutAtMovedRates());
    expect(payoutOf(postings).entries).toEqual([
      { account: accounts.escrow('c1'), amount: -10_000 },
      { account: accounts.platformFees, amount: 500 },
      { account: accounts.providerFees, amount: 390 },
      // $91.10 left the escrow; what was sent was worth 8,503¢ at the approval's rate.
      { account: accounts.exchange('USD'), amount: 8_503 },
      { account: accounts.fxGainLoss, amount: 607 },
      { account: accounts.exchange('KES'), amount: -1_099_863, currency: 'KES' },
      { account: accounts.creatorPayouts('creator-1'), amount: 1_083_365, currency: 'KES' },
      { account: accounts.conversionFees, amount: 16_498, currency: 'KES' },
    ]);
    const balance = balanceIn(postings);
    // The exchange holds the cedis at the 10,000¢ they were given for, and the shillings at the 8,503¢ they cost.
    expect(balance(accounts.exchange('USD'))).toBe(-1_497);
    expect(balance(accounts.exchange('GHS'), 'GHS')).toBe(154_000);
    expect(balance(accounts.exchange('KES'), 'KES')).toBe(-1_099_863);
  });

  it('when the payout is taken back, then its gain or loss is undone with it', async () => {
    const postings = postingsOf(
      await paidOutAtMovedRates(sent(payoutReversed('c1', 'TRF_1', 9_110))),
    );
    expect(balanceIn(postings)(accounts.fxGainLoss)).toBe(0);
    expect(balanceIn(postings)(accounts.exchange('USD'))).toBe(-10_000);
  });

  it('when the withdrawal is asked again before a transfer of its first approval is paid, then that transfer is still worth what its approval priced', async () => {
    const postings = postingsOf(
      await storedLog(
        ...approvedAtMovedRates,
        withdrawalRejected('c1', 'admin-1', 'The wallet is closed'),
        withdrawalRequested('c1', 'creator-1', amounts),
        sent(payoutPaid('c1', 'TRF_1', 9_110)),
      ),
    );
    expect(balanceIn(postings)(accounts.fxGainLoss)).toBe(607);
  });

  it('when the transfer failed and was paid after all, then it is still worth what its approval priced', async () => {
    const postings = postingsOf(
      await storedLog(
        ...approvedAtMovedRates,
        sent(payoutInitiated('c1', 'TRF_1', 9_110)),
        payoutFailed('c1', 'TRF_1', 'Wallet not found'),
        sent(payoutPaid('c1', 'TRF_1', 9_110)),
      ),
    );
    expect(balanceIn(postings)(accounts.fxGainLoss)).toBe(607);
  });

  it('when no approval priced a transfer in another currency, then nothing is booked as gain or loss', async () => {
    const postings = postingsOf(
      await storedLog(
        paid,
        gift,
        campaignEnded('c1', 'funded', 10_000),
        withdrawalRequested('c1', 'creator-1', amounts),
        sent(payoutPaid('c1', 'TRF_1', 9_110)),
      ),
    );
    expect(payoutOf(postings).entries).toContainEqual({
      account: accounts.exchange('USD'),
      amount: 9_110,
    });
    expect(balanceIn(postings)(accounts.fxGainLoss)).toBe(0);
  });
});

/** The postings with those of one type booked otherwise. */
const rebooked = (
  postings: readonly Posting[],
  type: string,
  entriesOf: (entries: readonly Entry[]) => Entry[],
) =>
  postings.map((posting) =>
    posting.type === type ? { ...posting, entries: entriesOf(posting.entries) } : posting,
  );

describe('exchange accounts at their quoted rates', () => {
  it('when every crossing and the payout’s gain are booked, then the exchange accounts are explained', async () => {
    const log = await paidOutAtMovedRates();
    expect(describeResult(exchangeExplained(log, postingsOf(log)))).toBe(
      'exchange accounts at their quoted rates: 2 crossings (154000 GHS, -1497 USD, -1099863 KES, 607 fx:gain-loss), 0 violations',
    );
  });

  it('when the payout leaves its difference in the exchange, then the check names it', async () => {
    const log = await paidOutAtMovedRates();
    // As the payout was booked before: the whole net left in the dollars' exchange account.
    const silent = rebooked(postingsOf(log), 'PayoutPaid', (entries) =>
      entries
        .filter((entry) => entry.account !== accounts.fxGainLoss)
        .map((entry) =>
          entry.account === accounts.exchange('USD') ? { ...entry, amount: 9_110 } : entry,
        ),
    );
    expect(exchangeExplained(log, silent).violations).toEqual([
      {
        subject: 'PayoutPaid c1',
        detail: 'leaves 607 US cents in the exchange accounts that its quoted rates do not explain',
      },
    ]);
  });

  it('when a gift crosses at another rate than it was quoted at, then the check names it', async () => {
    const log = await paidOutAtMovedRates();
    const skimmed = rebooked(postingsOf(log), 'DonationRecorded', (entries) =>
      entries.map((entry) =>
        entry.account === accounts.exchange('GHS') ? { ...entry, amount: 150_000 } : entry,
      ),
    );
    expect(exchangeExplained(log, skimmed).violations).toEqual([
      {
        subject: `DonationRecorded ${(gift.data as { donationId: string }).donationId}`,
        detail:
          'leaves -260 US cents in the exchange accounts that its quoted rates do not explain',
      },
    ]);
  });

  it('when a payout in another currency was priced by no approval, then the check says it crossed at no quoted rate', async () => {
    const log = await storedLog(
      paid,
      gift,
      campaignEnded('c1', 'funded', 10_000),
      withdrawalRequested('c1', 'creator-1', amounts),
      sent(payoutPaid('c1', 'TRF_1', 9_110)),
    );
    expect(exchangeExplained(log, postingsOf(log)).violations).toEqual([
      { subject: 'PayoutPaid c1', detail: 'crossed the exchange at no quoted rate' },
    ]);
  });
});
