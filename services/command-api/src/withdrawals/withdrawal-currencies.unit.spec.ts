import {
  convertBetween,
  heldByCurrency,
  payoutPlan,
  ratesNeeded,
  type RatesFromDollar,
} from './withdrawal-currencies';
import { withdrawalAmounts } from './withdrawal-fees';

const rates: RatesFromDollar = {
  KES: { from: 'USD', to: 'KES', value: '129.20' },
  GHS: { from: 'USD', to: 'GHS', value: '15.40' },
};
const kept = { refundedCents: 0, reversedCents: 0, provider: 'paystack' };
const dollars = { ...kept, amountCents: 6_000 };
const shillings = {
  ...kept,
  amountCents: 5_000,
  charged: { currency: 'KES' as const, amountMinor: 646_000 },
};

describe('a withdrawal in each currency held', () => {
  it('when gifts came in dollars and shillings, then each currency keeps its own gross, 5% and processing fees', () => {
    // 5% of 646,000 = 32,300; Paystack's 3.9% of the gift's 5,000¢ = 195¢, the same share of its shillings: 25,194.
    expect(heldByCurrency([shillings, dollars])).toEqual([
      {
        currency: 'KES',
        grossMinor: 646_000,
        platformFeeMinor: 32_300,
        processingFeesMinor: 25_194,
        netMinor: 588_506,
      },
      {
        currency: 'USD',
        grossMinor: 6_000,
        platformFeeMinor: 300,
        processingFeesMinor: 234,
        netMinor: 5_466,
      },
    ]);
  });

  it('when a gift was refunded, then it is held in no currency', () => {
    expect(
      heldByCurrency([{ ...shillings, refundedCents: shillings.amountCents }, dollars]).map(
        (each) => each.currency,
      ),
    ).toEqual(['USD']);
  });

  it('when the provider gave back part of a shilling gift, then its share of the shillings comes off', () => {
    const [held] = heldByCurrency([{ ...shillings, reversedCents: 2_500 }]);
    expect(held!.grossMinor).toBe(323_000);
  });

  // Found by the outside oracle (issue 42): the dollar fees still took the fee of a shilling gift a dispute took back
  // whole while the shillings held none of it, so the payout sent more than the stated net and was held for ever.
  it('when a dispute lost takes a shilling gift back whole, then neither the dollar amounts nor any currency count it or its fee', () => {
    const lost = { ...shillings, reversedCents: shillings.amountCents };
    expect(heldByCurrency([lost, dollars])).toEqual(heldByCurrency([dollars]));
    expect(withdrawalAmounts([lost, dollars])).toEqual(withdrawalAmounts([dollars]));
  });

  it('when the provider gave back half a shilling gift, then half its fee comes off, alike in dollars and in shillings', () => {
    const half = { ...shillings, reversedCents: 2_500 };
    // Half of Paystack's 195¢ is 98¢, the same share of the gift's shillings as in dollars: 12,662.
    expect(withdrawalAmounts([half]).processingFeesCents).toBe(98);
    expect(heldByCurrency([half])[0]!.processingFeesMinor).toBe(12_662);
  });

  it('when the wallet takes shillings, then shillings pay directly and dollars are converted less 1.5%', () => {
    const held = heldByCurrency([shillings, dollars]);
    expect(ratesNeeded(held, 'KES')).toEqual(['KES']);
    // 5,466¢ × 129.20 = 706,207.2 → 706,207; 1.5% = 10,593; 588,506 + 706,207 − 10,593.
    expect(payoutPlan(held, 'KES', rates)).toEqual({
      currency: 'KES',
      amountMinor: 1_284_120,
      conversions: [
        { from: 'USD', amountMinor: 5_466, to: 'KES', convertedMinor: 706_207, feeMinor: 10_593 },
      ],
    });
  });

  it('when everything held is in the wallet’s currency, then no rate is needed and nothing is converted', () => {
    const held = heldByCurrency([dollars]);
    expect(ratesNeeded(held, 'USD')).toEqual([]);
    expect(payoutPlan(held, 'USD', {})).toEqual({
      currency: 'USD',
      amountMinor: 5_466,
      conversions: [],
    });
  });

  it('when shillings go to a cedi wallet, then they are converted through the dollar with both rates', () => {
    expect(ratesNeeded(heldByCurrency([shillings]), 'GHS')).toEqual(['KES', 'GHS']);
    // 129,200 shillings = 1,000¢ = 15,400 pesewas.
    expect(convertBetween(129_200, 'KES', 'GHS', rates)).toBe(15_400);
  });
});
