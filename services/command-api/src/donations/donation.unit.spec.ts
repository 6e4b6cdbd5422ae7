import type { EventOf } from '@harambee/events';
import { InvalidInputError, RuleBrokenError } from '@harambee/platform';
import type { CampaignState } from '../campaigns/campaign';
import { specFor } from '../core/given-when-then';
import { approvedCampaign, giftRecorded } from '../testing/decider-givens';
import { CAMPAIGN_CLOSED, PAYMENT_USED, donationDecider } from './donation';

const now = new Date('2026-11-22T10:00:00.000Z');
const campaign = approvedCampaign();
const donation = giftRecorded({ donorName: 'Grace', donatedAt: now.toISOString() }).data;
const payment = {
  paymentId: 'pay_1',
  status: 'approved' as const,
  amountCents: 2500,
  campaignId: 'c-1',
};
const record = (
  overrides: Partial<{
    payment: typeof payment | undefined;
    campaign: CampaignState;
    data: typeof donation;
  }> = {},
) => ({
  type: 'RecordDonation' as const,
  data: donation,
  payment,
  campaign,
  now,
  ...overrides,
});
const given = specFor(donationDecider);

describe('donation decider', () => {
  it('when an approved payment pays for an open campaign, then the donation is recorded', () => {
    given([])
      .when(record())
      .then([{ type: 'DonationRecorded', data: donation }]);
  });

  it('when the same payment is recorded again for the same gift, then nothing is counted twice', () => {
    given([{ type: 'DonationRecorded', data: donation }])
      .when(record({ data: { ...donation, donationId: 'd-2' } }))
      .then([]);
  });

  it('when a used payment is offered for another amount, then it is refused', () => {
    given([{ type: 'DonationRecorded', data: donation }])
      .when(record({ data: { ...donation, amountCents: 9999 } }))
      .thenThrows(RuleBrokenError, PAYMENT_USED);
  });

  it('when the payment was for another amount or campaign, then it is refused', () => {
    given([])
      .when(record({ payment: { ...payment, amountCents: 100 } }))
      .thenThrows(InvalidInputError);
    given([])
      .when(record({ payment: { ...payment, campaignId: 'c-2' } }))
      .thenThrows(InvalidInputError);
  });

  it('when the gateway does not know the payment, then it is refused', () => {
    given([])
      .when(record({ payment: undefined }))
      .thenThrows(InvalidInputError);
  });

  it('when the campaign is pending or has ended, then it does not accept donations', () => {
    given([])
      .when(record({ campaign: { ...campaign, status: 'pending' } }))
      .thenThrows(RuleBrokenError, CAMPAIGN_CLOSED);
    given([])
      .when(record({ campaign: { ...campaign, endDate: '2026-11-01T00:00:00.000Z' } }))
      .thenThrows(RuleBrokenError, CAMPAIGN_CLOSED);
  });

  it('when a crypto pledge is confirmed twice, then it is confirmed once', () => {
    const pledge: EventOf<'CryptoPledged'>['data'] = {
      pledgeId: 'pledge_1',
      campaignId: 'c-1',
      amountCents: 30000,
      donorName: '',
      anonymous: true,
      message: '',
      email: null,
      isRecurring: false,
      recurringInterval: null,
      dedication: null,
      currency: 'BTC',
      cryptoAmount: '0.01',
      pledgedAt: now.toISOString(),
    };
    const confirmed: EventOf<'CryptoPledgeConfirmed'> = {
      type: 'CryptoPledgeConfirmed',
      data: {
        pledgeId: 'pledge_1',
        campaignId: 'c-1',
        amountCents: 30000,
        confirmedAt: now.toISOString(),
      },
    };
    given([{ type: 'CryptoPledged', data: pledge }])
      .when({ type: 'ConfirmPledge', now })
      .then([confirmed]);
    given([{ type: 'CryptoPledged', data: pledge }, confirmed])
      .when({ type: 'ConfirmPledge', now })
      .then([]);
  });
});
