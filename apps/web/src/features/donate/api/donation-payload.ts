import type { DonationDetails, dedicationTypes, recurringIntervals } from '../schemas';

export type RecurringInterval = (typeof recurringIntervals)[number];
export type Dedication = { type: (typeof dedicationTypes)[number]; name: string };

/** The backer fields shared by card donations and crypto pledges, as the API names them. */
export function backerPayload(details: DonationDetails, campaignId: string) {
  return {
    amount: details.amount,
    campaignId,
    message: details.message,
    anonymous: details.anonymous,
    donorName: details.anonymous ? '' : details.donorName,
    email: details.email || null,
    isRecurring: details.isRecurring,
    recurringInterval: details.isRecurring ? details.recurringInterval : null,
    dedication: details.dedicate
      ? { type: details.dedicationType, name: details.dedicationName }
      : null,
  };
}
