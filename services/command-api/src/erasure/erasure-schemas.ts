import { z } from 'zod';
import { strictForm } from '../core/strict-form';

export const ERASURE_MESSAGES = {
  password: 'Please enter your password to confirm',
  wrongPassword: 'Password is incorrect. Nothing was erased.',
  messageNotFound: 'Contact message not found',
} as const;

const reason = z
  .string({ error: 'Reason must be text' })
  .trim()
  .max(500, 'Reason must be at most 500 characters');

export const eraseAccountForm = strictForm({
  password: z
    .string({ error: ERASURE_MESSAGES.password })
    .min(1, ERASURE_MESSAGES.password)
    .max(200, ERASURE_MESSAGES.password),
  reason: reason.default('Requested by the user'),
});

export const eraseMessageForm = strictForm({ reason: reason.default('Erased by an admin') });

export const contactMessageIdParam = z.object({
  id: z.uuid({ error: ERASURE_MESSAGES.messageNotFound }),
});
