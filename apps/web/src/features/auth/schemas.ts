import { z } from '../../lib/zod';

/** The new password's rules, and the server's answer to a used-up reset link. */
export const AUTH_MESSAGES = {
  newPassword: 'Please enter a new password',
  passwordRule:
    'Password must be at least 8 characters with at least one uppercase letter, one lowercase letter, and one number.',
  mismatch: 'Passwords do not match.',
  resetInvalid: 'Password reset link is invalid or has expired',
} as const;

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
