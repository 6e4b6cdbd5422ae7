import type { EventOf } from '@harambee/events';
import type { CampaignState } from '../campaigns/campaign';
import type { CampaignGift } from '../money-out/campaign-gifts';
import { PLAIN_CHOICES } from '../payments/testing/donor';

type Existing = Exclude<CampaignState, { status: 'none' }>;

/** Creator u-1's campaign c-1, approved and ending on 1 December 2026, as a decider is given it. */
export const approvedCampaign = (overrides: Partial<Existing> = {}): Existing => ({
  status: 'approved',
  campaignId: 'c-1',
  creatorId: 'u-1',
  featured: false,
  goalCents: 100_000,
  endDate: '2026-12-01T23:59:59.999Z',
  imagePath: 'a.jpg',
  ...overrides,
});

/** That campaign after it ended on 2 December, funded or failed (every gift to be refunded). */
export const endedCampaign = (outcome: 'funded' | 'failed', overrides: Partial<Existing> = {}) =>
  approvedCampaign({
    ended: { outcome, refundAll: outcome === 'failed', endedAt: '2026-12-02T00:00:00.000Z' },
    ...overrides,
  });

/** Kofi's $25 card gift d-1 to campaign c-1, recorded on 25 November 2026. */
export const giftRecorded = (
  data: Partial<EventOf<'DonationRecorded'>['data']> = {},
): EventOf<'DonationRecorded'> => ({
  type: 'DonationRecorded',
  data: {
    donationId: 'd-1',
    paymentId: 'pay_1',
    campaignId: 'c-1',
    amountCents: 2_500,
    donorName: 'Kofi',
    ...PLAIN_CHOICES,
    paymentMethod: 'creditCard',
    donatedAt: '2026-11-25T10:00:00.000Z',
    ...data,
  },
});

/** A gift to the campaign, none of it refunded, disputed or reversed unless `more` says so. */
export const campaignGift = (
  amountCents: number,
  provider: string | null,
  more: Partial<CampaignGift> = {},
): CampaignGift => ({
  streamId: `donation-${amountCents}`,
  paymentId: `p-${amountCents}`,
  amountCents,
  provider,
  refundedCents: 0,
  openDisputeCents: 0,
  reversedCents: 0,
  ...more,
});

/** Creator u-1's M-PESA wallet in Kenya, linked on 20 November 2026. */
export const MPESA_WALLET = {
  provider: 'mpesa' as const,
  country: 'Kenya',
  accountNumber: '0712345678',
  linkedAt: '2026-11-20T12:00:00.000Z',
};
