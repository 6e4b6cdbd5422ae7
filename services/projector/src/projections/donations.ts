import type { EventData } from '@harambee/events';
import type { Projection } from '../projection';

type Backer = EventData<'DonationRecorded'> | EventData<'CryptoPledged'>;

const insertDonation = `
  insert into donations (id, campaign_id, status, amount_cents, donor_name, anonymous, message, email, method,
                         crypto_currency, crypto_amount, is_recurring, recurring_interval,
                         dedication_type, dedication_name, created_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
  on conflict (id) do nothing`;

const backerValues = (data: Backer) => [
  data.campaignId,
  data.amountCents,
  data.donorName,
  data.anonymous,
  data.message,
  data.email,
];

const recurrenceValues = (data: Backer) => [
  data.isRecurring,
  data.recurringInterval,
  data.dedication?.type ?? null,
  data.dedication?.name ?? null,
];

/** Every backer's gift: counted donations, and crypto pledges pending until an admin confirms them. */
export const donationsProjection: Projection = {
  name: 'donations',
  tables: ['donations'],
  handlers: {
    DonationRecorded: async (tx, { data }) => {
      const [campaignId, ...backer] = backerValues(data);
      await tx.query(insertDonation, [
        data.donationId,
        campaignId,
        'completed',
        ...backer,
        data.paymentMethod,
        null,
        null,
        ...recurrenceValues(data),
        data.donatedAt,
      ]);
    },
    CryptoPledged: async (tx, { data }) => {
      const [campaignId, ...backer] = backerValues(data);
      await tx.query(insertDonation, [
        data.pledgeId,
        campaignId,
        'pending',
        ...backer,
        'bitcoin',
        data.currency,
        data.cryptoAmount,
        ...recurrenceValues(data),
        data.pledgedAt,
      ]);
    },
    CryptoPledgeConfirmed: async (tx, { data }) => {
      await tx.query(
        `update donations set status = 'completed', amount_cents = $2, confirmed_at = $3
         where id = $1 and status = 'pending'`,
        [data.pledgeId, data.amountCents, data.confirmedAt],
      );
    },
  },
};
