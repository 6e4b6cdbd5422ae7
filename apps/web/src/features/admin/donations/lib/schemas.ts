import { z } from 'zod';

export const GIFT_MESSAGES = {
  amount: 'Please enter a valid donation amount.',
  name: 'Please enter your name or choose to remain anonymous.',
  message: 'Message must be 500 characters or less.',
} as const;

export const COUNT_MESSAGE = 'Count must be between 1 and 31';
export const GENERATE_MIN = 1;
export const GENERATE_MAX = 31;

/** An offline gift an admin records for a backer (cash, bank transfer): the donation form's rules. */
export const offlineGiftSchema = z
  .object({
    amount: z.coerce.number({ error: GIFT_MESSAGES.amount }).refine((amount) => Number.isFinite(amount) && amount >= 1 && amount <= 1_000_000, GIFT_MESSAGES.amount),
    donorName: z.string().trim().max(100, GIFT_MESSAGES.name),
    anonymous: z.boolean(),
    message: z.string().trim().max(500, GIFT_MESSAGES.message),
  })
  .refine((gift) => gift.anonymous || gift.donorName.length > 0, { message: GIFT_MESSAGES.name, path: ['donorName'] });

export type OfflineGiftInput = z.input<typeof offlineGiftSchema>;
export type OfflineGift = z.output<typeof offlineGiftSchema>;

export const generateSchema = z.object({
  count: z.coerce.number({ error: COUNT_MESSAGE }).int(COUNT_MESSAGE).min(GENERATE_MIN, COUNT_MESSAGE).max(GENERATE_MAX, COUNT_MESSAGE),
});

/** The first message per field, for inline errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  error.issues.forEach((issue) => (found[String(issue.path[0])] ??= issue.message));
  return found;
}
