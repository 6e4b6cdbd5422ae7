import { z } from 'zod';
import { blankAsMissing } from '../params';

export const BAD_AT = 'at must be a date and time with its zone, such as 2026-11-26T08:30:00Z';
export const BAD_POSITION = 'position must be a whole number from 0';
export const BAD_COMPARE = "compare must be a date and time with its zone, or 'now'";
export const ONE_MOMENT =
  "Give either at (a date and time) or position (a place in the campaign's history), not both";
export const beyondHistory = (length: number) =>
  `position is beyond the campaign's history, which has ${length} events`;

const instant = (message: string) =>
  z.iso.datetime({ offset: true, message }).transform((value) => new Date(value));

/** A moment of a campaign's history: a time, the count of its events folded, or all of them. */
export type Moment = { at: Date } | { position: number } | { now: true };

/**
 * `at` or `position` names the moment; `compare` another one (a time, or `now`) to tell what changed since.
 */
export const asOfQuery = z
  .object({
    at: blankAsMissing(instant(BAD_AT).optional()),
    position: blankAsMissing(
      z.coerce.number({ message: BAD_POSITION }).int(BAD_POSITION).min(0, BAD_POSITION).optional(),
    ),
    compare: blankAsMissing(
      z.union([z.literal('now'), instant(BAD_COMPARE)], { message: BAD_COMPARE }).optional(),
    ),
  })
  .refine((query) => (query.at === undefined) !== (query.position === undefined), ONE_MOMENT)
  .transform(({ at, position, compare }) => ({
    moment: (at ? { at } : { position }) as Moment,
    compare: (compare === 'now' ? { now: true } : compare && { at: compare }) as Moment | undefined,
  }));
export type AsOfQuery = z.infer<typeof asOfQuery>;
