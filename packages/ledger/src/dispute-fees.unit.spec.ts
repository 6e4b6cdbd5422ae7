import {
  bySystem,
  disputeClosed,
  disputeOpened,
  donationRecorded,
} from '@harambee/events/src/testing/sample-events';
import { accounts } from './accounts';
import { conservation, noNegativeEscrow, oneEndPerGift } from './invariants';
import { postingsOf } from './ledger';
import { balanceOf } from './posting';
import { paidBy, paymentSucceeded, storedLog, withData } from './testing/stored-log';

/** $25 charged KES 3,233.75 through Stripe, then disputed whole. */
const charged = { currency: 'KES' as const, amountMinor: 323_375 };
const paid = withData(paymentSucceeded('pay-kes', 'c1', 2_500, 'stripe'), { charged });
const gift = paidBy(
  withData(donationRecorded('c1', { amountCents: 2_500 }), { charged }),
  'pay-kes',
);
/** Stripe's dispute fee as its balance transaction says, in the charge's shillings: KES 1,940.25 is $15. */
const fee = { currency: 'KES' as const, amountMinor: 194_025 };
const opened = withData(disputeOpened(gift, 'dp_1'), { charged, providerFee: fee });

const booked = async (...later: Parameters<typeof storedLog>) =>
  postingsOf(await storedLog(paid, gift, opened, ...later));

describe('what a provider charged for a dispute, as its own record says', () => {
  it('when Stripe takes its dispute fee as the dispute opens, then the platform’s fees pay it to provider:fees at the gift’s rate ($15), balanced, the escrow untouched by it', async () => {
    const postings = await booked();
    expect(balanceOf(postings, accounts.providerFees)).toBe(1_500);
    expect(balanceOf(postings, accounts.platformFees)).toBe(-1_500);
    expect(balanceOf(postings, accounts.escrow('c1'))).toBe(0);
    expect(
      [conservation(postings), noNegativeEscrow(postings), oneEndPerGift(postings)].flatMap(
        (result) => result.violations,
      ),
    ).toEqual([]);
  });

  it('when the dispute is won and Stripe gives its fee back, then the fee goes back to the platform’s fees; lost, it stays Stripe’s', async () => {
    const won = await booked(
      withData(disputeClosed(gift, 'dp_1', 'won'), { charged, providerFeeReturned: fee }),
    );
    expect(balanceOf(won, accounts.providerFees)).toBe(0);
    expect(balanceOf(won, accounts.platformFees)).toBe(0);
    const lost = await booked(withData(disputeClosed(gift, 'dp_1', 'lost'), { charged }));
    expect(balanceOf(lost, accounts.providerFees)).toBe(1_500);
  });

  it('when a payment that came too late is disputed, then its dispute fee is booked as a gift’s is, at the payment’s rate', async () => {
    const late = withData(paymentSucceeded('pay-late', 'c1', 2_500, 'stripe'), { charged });
    const dispute = {
      paymentId: 'pay-late',
      provider: 'stripe' as const,
      disputeId: 'dp_2',
      charged,
    };
    const postings = postingsOf(
      await storedLog(
        late,
        {
          type: 'PaymentDisputeOpened',
          data: {
            ...dispute,
            reason: 'fraudulent',
            providerFee: fee,
            openedAt: new Date().toISOString(),
          },
          metadata: bySystem(),
        },
        {
          type: 'PaymentDisputeClosed',
          data: {
            ...dispute,
            outcome: 'won',
            providerFeeReturned: fee,
            closedAt: new Date().toISOString(),
          },
          metadata: bySystem(),
        },
      ),
    );
    expect(postings.map((posting) => balanceOf([posting], accounts.providerFees))).toEqual([
      0, 1_500, -1_500,
    ]);
    expect(conservation(postings).violations).toEqual([]);
  });
});
