import type { DonationDetails, dedicationTypes } from '../form-checks';

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
    keepPosted: details.keepPosted,
    dedication: details.dedicate
      ? { type: details.dedicationType, name: details.dedicationName }
      : null,
  };
}
