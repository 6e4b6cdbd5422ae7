import {
  DONATION_MAX_DOLLARS,
  DONATION_MESSAGE_MAX,
  DONATION_MESSAGES,
  DONATION_MIN_DOLLARS,
  DONOR_NAME_MAX,
} from '@harambee/rules';
import { z } from '../../../../lib/zod';

const COUNT_MESSAGE = 'admin.generate.rule.count';
export const GENERATE_MIN = 1;
export const GENERATE_MAX = 31;

/** An offline gift an admin records for a backer (cash, bank transfer): the donation form's rules. */
export const offlineGiftSchema = z
  .object({
    amount: z.coerce
      .number({ error: DONATION_MESSAGES.amount })
      .refine(
        (amount) =>
          Number.isFinite(amount) &&
          amount >= DONATION_MIN_DOLLARS &&
          amount <= DONATION_MAX_DOLLARS,
        DONATION_MESSAGES.amount,
      ),
    donorName: z.string().trim().max(DONOR_NAME_MAX, DONATION_MESSAGES.name),
    anonymous: z.boolean(),
    message: z.string().trim().max(DONATION_MESSAGE_MAX, DONATION_MESSAGES.message),
  })
  .refine((gift) => gift.anonymous || gift.donorName.length > 0, {
    message: DONATION_MESSAGES.name,
    path: ['donorName'],
  });

export type OfflineGiftInput = z.input<typeof offlineGiftSchema>;
export type OfflineGift = z.output<typeof offlineGiftSchema>;

export const generateSchema = z.object({
  count: z.coerce
    .number({ error: COUNT_MESSAGE })
    .int(COUNT_MESSAGE)
    .min(GENERATE_MIN, COUNT_MESSAGE)
    .max(GENERATE_MAX, COUNT_MESSAGE),
});

/** The first message per field, for inline errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  error.issues.forEach((issue) => (found[String(issue.path[0])] ??= issue.message));
  return found;
}
