import { z } from 'zod';
import { roles } from './shared-fields';

export const eventMetadata = z.object({
  actorId: z.string().nullable(),
  actorRole: z.enum([...roles, 'anonymous', 'system']),
  correlationId: z.string(),
  causationId: z.string().nullable(),
});
export type EventMetadata = z.infer<typeof eventMetadata>;
