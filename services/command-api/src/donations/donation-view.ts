import type { EventOf } from '@harambee/events';
import { toDollars } from '../core/money';

export const donationView = (donation: EventOf<'DonationRecorded'>['data']) => ({
  _id: donation.donationId,
  campaign: donation.campaignId,
  amount: toDollars(donation.amountCents),
  donorName: donation.donorName,
  anonymous: donation.anonymous,
  message: donation.message,
  createdAt: donation.donatedAt,
});
