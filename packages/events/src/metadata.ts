import { z } from 'zod';
import { roles } from './shared-fields';

export const eventMetadata = z.object({
  actorId: z.string().nullable(),
  actorRole: z.enum([...roles, 'anonymous', 'system']),
  correlationId: z.string(),
  causationId: z.string().nullable(),
});
export type EventMetadata = z.infer<typeof eventMetadata>;

/** The metadata checked; what is wrong is named field by field, on one line. */
export const parseMetadata = (metadata: unknown): EventMetadata => {
  const parsed = eventMetadata.safeParse(metadata);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(issues.join('; '));
};
