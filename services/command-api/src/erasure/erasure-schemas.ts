import type { MessageKey } from '@harambee/messages';
import { z } from 'zod';
import { strictForm } from '../core/strict-form';

/** The erasure forms' refusals, by catalogue key (said in the reader's language by parseInput). */
export const ERASURE_MESSAGES = {
  password: 'api.erasure.passwordRequired',
  wrongPassword: 'api.erasure.wrongPassword',
  messageNotFound: 'api.contactMessage.notFound',
} as const satisfies Record<string, MessageKey>;

const reason = z
  .string({ error: 'api.erasure.reasonText' })
  .trim()
  .max(500, 'api.erasure.reasonTooLong');

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
