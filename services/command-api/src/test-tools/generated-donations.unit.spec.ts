import { RuleBrokenError } from '@harambee/platform';
import type { CampaignState } from '../campaigns/campaign';
import { DAY_MS } from '../core/clock';
import { specFor } from '../core/given-when-then';
import { approvedCampaign } from '../testing/decider-givens';
import { CAMPAIGN_CLOSED, donationDecider } from '../donations/donation';
import { GENERATED_AMOUNTS, generatedDonation } from './generated-donations';

const now = new Date('2026-11-22T10:00:00.000Z');
const campaign = approvedCampaign();
/** A deterministic stand-in for Math.random: walks through [0, 1). */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('generated donations', () => {
  it('when drawn many times, then amounts come from the list and times from the last 7 days', () => {
    for (let i = 0; i < 200; i++) {
      const donation = generatedDonation('c-1', now);
      expect(GENERATED_AMOUNTS).toContain(donation.amountCents / 100);
      const age = now.getTime() - new Date(donation.donatedAt).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(7 * DAY_MS);
      expect(donation.donorName === '').toBe(donation.anonymous);
    }
  });

  it('when the draw is at the ends of the range, then it gives $10 now and $1500 almost 7 days ago', () => {
    expect(generatedDonation('c-1', now, sequence(0.5, 0, 0, 0, 0), () => 'g-1')).toMatchObject({
      donationId: 'g-1',
      paymentId: 'generated_g-1',
      amountCents: 1000,
      donatedAt: now.toISOString(),
      paymentMethod: 'generated',
    });
    const oldest = generatedDonation('c-1', now, sequence(0.5, 0.9999, 0, 0, 0.9999));
    expect(oldest.amountCents).toBe(150_000);
    expect(now.getTime() - new Date(oldest.donatedAt).getTime()).toBeGreaterThan(6.99 * DAY_MS);
  });

  it('when recorded by the donation decider, then an open campaign takes it and a pending one does not', () => {
    const data = generatedDonation('c-1', now);
    const record = (state: CampaignState) => ({
      type: 'RecordDonation' as const,
      data,
      payment: undefined,
      campaign: state,
      now,
    });
    specFor(donationDecider)([])
      .when(record(campaign))
      .then([{ type: 'DonationRecorded', data }]);
    specFor(donationDecider)([])
      .when(record({ ...campaign, status: 'pending' }))
      .thenThrows(RuleBrokenError, CAMPAIGN_CLOSED);
  });
});
