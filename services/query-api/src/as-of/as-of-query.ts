import { AS_OF_MESSAGES } from '@harambee/rules';
import type { Moment } from '@harambee/time-travel';
import { z } from 'zod';
import { blankAsMissing } from '../params';

const { badAt, badCompare, badPosition, oneMoment } = AS_OF_MESSAGES;

const instant = (message: string) =>
  z.iso.datetime({ offset: true, message }).transform((value) => new Date(value));

/** `at` or `position` names the moment; `compare` another one (a time, or `now`) to tell what changed since. */
export const asOfParams = z.object({
  at: blankAsMissing(instant(badAt).optional()),
  position: blankAsMissing(
    z.coerce.number({ message: badPosition }).int(badPosition).min(0, badPosition).optional(),
  ),
  compare: blankAsMissing(
    z.union([z.literal('now'), instant(badCompare)], { message: badCompare }).optional(),
  ),
});

export const asOfQuery = asOfParams
  .refine((query) => (query.at === undefined) !== (query.position === undefined), oneMoment)
  .transform(({ at, position, compare }) => ({
    moment: (at ? { at } : { position }) as Moment,
    compare: (compare === 'now' ? { now: true } : compare && { at: compare }) as Moment | undefined,
  }));
export type AsOfQuery = z.infer<typeof asOfQuery>;
