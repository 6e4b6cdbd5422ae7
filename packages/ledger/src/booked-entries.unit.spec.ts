import type { NewEvent } from '@harambee/events';
import { donationRecorded } from '@harambee/events/src/testing/sample-events';
import { storedBooksMatchLog } from './balance-invariants';
import { postingsOf } from './ledger';
import { bookedEntries, entryCurrency, imbalanceOf } from './posting';
import { paidBy, paymentSucceeded, storedLog } from './testing/stored-log';

const withData = (event: NewEvent, data: object) =>
  ({ ...event, data: { ...event.data, ...data } }) as NewEvent;

/** $100 over M-PESA: KSh 14,069.88 charged, KSh 1,149.88 of it the fees its donor covered. */
const charged = { currency: 'KES', amountMinor: 1_406_988 };
const paid = withData(paymentSucceeded('pay-1', 'c1', 10_000, 'paystack'), { charged });
const gift = withData(paidBy(donationRecorded('c1', { amountCents: 10_000 }), 'pay-1'), {
  charged,
  feeCover: {
    platformFeeCents: 500,
    processingFeeCents: 390,
    charged: { currency: 'KES', amountMinor: 114_988 },
  },
});

// Found by `npm run ledger -- check` (issue 42): the read model keeps one row per account of a posting, so the second
// crossing of the exchange by a shillings gift's covered fees was dropped and its stored posting was off by the fees.
describe('the entries the books keep of a posting', () => {
  it('when a gift in shillings whose donor covered the fees crosses the exchange twice, then the books keep each account once per currency, summed, balanced and matching the log', async () => {
    const posting = postingsOf(await storedLog(paid, gift)).at(-1)!;
    const booked = bookedEntries(posting);
    const keys = booked.map((entry) => `${entry.account} ${entryCurrency(posting, entry)}`);
    expect(keys.length).toBeLessThan(posting.entries.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(imbalanceOf(booked)).toBe(0);
    expect(booked).toEqual(
      expect.arrayContaining([
        { account: 'payments:unallocated', amount: -1_406_988, currency: 'KES' },
        { account: 'exchange:KES', amount: 1_406_988, currency: 'KES' },
      ]),
    );
    expect(storedBooksMatchLog([{ ...posting, entries: booked }], [posting]).violations).toEqual(
      [],
    );
  });
});
