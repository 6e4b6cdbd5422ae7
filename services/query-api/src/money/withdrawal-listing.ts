import { withdrawalRow } from '@harambee/read-models';
import { z } from 'zod';

/** A withdrawal with the title of its campaign and the name of its creator, as the lists show it. */
export const withdrawalListing = withdrawalRow.extend({
  campaign_title: z.string().nullable(),
  creator_name: z.string().nullable(),
});
export type WithdrawalListing = z.infer<typeof withdrawalListing>;
