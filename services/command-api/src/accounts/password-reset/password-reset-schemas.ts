import type { MessageKey } from '@harambee/messages';
import { z } from 'zod';
import { strictForm } from '../../core/strict-form';
import { RESET_LINK_VOID } from './password-reset';

/** The password reset forms' refusals, by catalogue key (said in the reader's language by parseInput). */
export const RESET_MESSAGES = {
  email: 'auth.forgot.email',
  invalidEmail: 'create.rule.emailPattern',
  password: 'create.rule.newPassword',
  rule: 'create.rule.passwordRule',
  mismatch: 'create.rule.mismatchSentence',
} as const satisfies Record<string, MessageKey>;

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that address, a password reset link will be sent.';

export const forgotPasswordForm = strictForm({
  email: z
    .string({ error: RESET_MESSAGES.email })
    .trim()
    .min(1, RESET_MESSAGES.email)
    .max(254, RESET_MESSAGES.invalidEmail)
    .pipe(z.email(RESET_MESSAGES.invalidEmail))
    .transform((email) => email.toLowerCase()),
});

/** At least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const strongPassword = z
  .string({ error: RESET_MESSAGES.password })
  .min(1, RESET_MESSAGES.password)
  .max(200, RESET_MESSAGES.rule)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/, RESET_MESSAGES.rule);

export const resetPasswordForm = strictForm({
  password: strongPassword,
  confirmPassword: z.string().max(200).optional(),
}).refine((form) => form.confirmPassword === undefined || form.confirmPassword === form.password, {
  message: RESET_MESSAGES.mismatch,
});

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const resetTokenParam = z.object({
  token: z.string().regex(new RegExp(`^${UUID}\\.[A-Za-z0-9_-]{20,100}$`), RESET_LINK_VOID.key),
});
