import { z } from '../../lib/zod';

export const AUTH_MESSAGES = {
  fillIn: 'Please fill in all fields',
  loggedIn: 'Login successful!',
  sessionExpired: 'Your session has expired. Please log in again to continue.',
  forgotEmail: 'Please enter your email address',
  forgotSent: 'If an account exists for that address, a password reset link will be sent.',
  newPassword: 'Please enter a new password',
  passwordRule:
    'Password must be at least 8 characters with at least one uppercase letter, one lowercase letter, and one number.',
  mismatch: 'Passwords do not match.',
  resetInvalid: 'Password reset link is invalid or has expired',
  resetFailed: 'Something went wrong. Please try again.',
  resetDone: 'Your password has been reset. You are now logged in.',
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
