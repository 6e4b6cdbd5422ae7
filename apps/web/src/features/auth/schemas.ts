import type { MessageKey } from '@harambee/messages';
import { z } from '../../lib/zod';

/** The new password's rules by catalogue key, and the server's answer to a used-up reset link. */
export const AUTH_MESSAGES = {
  newPassword: 'create.rule.newPassword',
  passwordRule: 'create.rule.passwordRule',
  mismatch: 'create.rule.mismatchSentence',
  resetInvalid: 'api.passwordReset.linkVoid',
} as const satisfies Record<string, MessageKey>;

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, AUTH_MESSAGES.newPassword)
      .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/, AUTH_MESSAGES.passwordRule),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
