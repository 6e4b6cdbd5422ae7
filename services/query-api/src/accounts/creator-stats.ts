import { z } from 'zod';

/** A creator's campaigns counted by status (the money they raised comes from the books). */
export const creatorStats = z.object({
  total: z.coerce.number(),
  pending: z.coerce.number(),
  approved: z.coerce.number(),
});
export type CreatorStats = z.infer<typeof creatorStats>;

export const NO_CAMPAIGNS: CreatorStats = { total: 0, pending: 0, approved: 0 };
