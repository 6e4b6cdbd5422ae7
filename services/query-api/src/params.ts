import { id } from '@harambee/events';
import { parseInput } from '@harambee/platform';
import type { Request } from 'express';
import { z } from 'zod';

/** PostgreSQL text cannot hold a NUL character, so such an id is refused before it reaches a query. */
export const idParam = z.object({
  id: id
    .max(64, 'api.query.invalidId')
    .refine((value) => !value.includes('\0'), 'api.query.invalidId'),
});

/** The route's `:id`, or a 400 when it cannot be an id at all. */
export const idOf = (req: Request, name = 'id') => parseInput(idParam, { id: req.params[name] }).id;

/** A query-string value where an empty one means "not given". */
export const blankAsMissing = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );
