import { z } from 'zod';

export const defineEvent = <Type extends string, Data extends z.ZodType>(
  type: Type,
  schemaVersion: number,
  data: Data,
) => ({
  type,
  schemaVersion,
  data,
  schema: z.object({ type: z.literal(type), data }),
});
