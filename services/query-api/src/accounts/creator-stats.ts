import { z } from 'zod';

/** A creator's campaigns counted by status, and the money they raised in cents. */
export const creatorStats = z.object({
  total: z.coerce.number(),
  pending: z.coerce.number(),
  approved: z.coerce.number(),
  raised_cents: z.coerce.number(),
});
export type CreatorStats = z.infer<typeof creatorStats>;

export const NO_CAMPAIGNS: CreatorStats = { total: 0, pending: 0, approved: 0, raised_cents: 0 };
