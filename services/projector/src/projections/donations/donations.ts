import type { EventData } from '@harambee/events';
import type { refundStatuses } from '@harambee/read-models';
import type { ReadModel } from '../../read-model';

export type RefundStatus = (typeof refundStatuses)[number];

/** A gift as its read model keeps it; times as the events say them. */
export type NewDonation = {
  id: string;
  campaign_id: string;
  status: 'completed' | 'pending';
  amount_cents: number;
  donor_name: string;
  anonymous: boolean;
  message: string;
  email: string | null;
  method: string;
  crypto_currency: string | null;
  crypto_amount: string | null;
  is_recurring: boolean;
  recurring_interval: string | null;
  dedication_type: string | null;
  dedication_name: string | null;
  created_at: string;
};

export type DonationChange =
  | { kind: 'given'; donations: NewDonation[] }
  | { kind: 'pledgeConfirmed'; pledgeId: string; amountCents: number; confirmedAt: string }
  | { kind: 'refundStatus'; donationId: string; status: RefundStatus };

type Backer = Pick<
  EventData<'DonationRecorded'>,
  | 'campaignId'
  | 'amountCents'
  | 'donorName'
  | 'anonymous'
  | 'message'
  | 'email'
  | 'isRecurring'
  | 'recurringInterval'
  | 'dedication'
>;

const backerFields = (data: Backer) => ({
  campaign_id: data.campaignId,
  amount_cents: data.amountCents,
  donor_name: data.donorName,
  anonymous: data.anonymous,
  message: data.message,
  email: data.email,
  is_recurring: data.isRecurring,
  recurring_interval: data.recurringInterval,
  dedication_type: data.dedication?.type ?? null,
  dedication_name: data.dedication?.name ?? null,
});

export const recordedDonation = (data: EventData<'DonationRecorded'>): NewDonation => ({
  id: data.donationId,
  status: 'completed',
  method: data.paymentMethod,
  crypto_currency: null,
  crypto_amount: null,
  created_at: data.donatedAt,
  ...backerFields(data),
});

export const pledgedDonation = (data: EventData<'CryptoPledged'>): NewDonation => ({
  id: data.pledgeId,
  status: 'pending',
  method: 'bitcoin',
  crypto_currency: data.currency,
  crypto_amount: data.cryptoAmount,
  created_at: data.pledgedAt,
  ...backerFields(data),
});

/** Every backer's gift: counted donations, crypto pledges pending until an admin confirms them, and refunds. */
export const donations: ReadModel<DonationChange> = {
  name: 'donations',
  tables: ['donations'],
  on: {
    CryptoPledged: ({ data }) => [{ kind: 'given', donations: [pledgedDonation(data)] }],
    CryptoPledgeConfirmed: ({ data }) => [
      {
        kind: 'pledgeConfirmed',
        pledgeId: data.pledgeId,
        amountCents: data.amountCents,
        confirmedAt: data.confirmedAt,
      },
    ],
    RefundRequested: ({ data }) => [
      { kind: 'refundStatus', donationId: data.donationId, status: 'refund_pending' },
    ],
    RefundFailed: ({ data }) => [
      { kind: 'refundStatus', donationId: data.donationId, status: 'refund_failed' },
    ],
    DonationRefunded: ({ data }) => [
      { kind: 'refundStatus', donationId: data.donationId, status: 'refunded' },
    ],
    RefundReversed: ({ data }) => [
      { kind: 'refundStatus', donationId: data.donationId, status: 'refund_pending' },
    ],
  },
  onRun: {
    DonationRecorded: (events) => [
      { kind: 'given', donations: events.map((event) => recordedDonation(event.data)) },
    ],
  },
};
