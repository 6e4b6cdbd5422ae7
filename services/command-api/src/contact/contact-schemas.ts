import { contactRoles } from '@harambee/events';
import type { MessageKey } from '@harambee/messages';
import { z } from 'zod';
import { strictForm } from '../core/strict-form';

/** The contact form's refusals, by catalogue key (said in the sender's language by parseInput). */
export const CONTACT_MESSAGES = {
  name: 'contact.nameRequired',
  nameLength: 'contact.nameTooLong',
  email: 'contact.emailRequired',
  invalidEmail: 'form.emailInvalid',
  role: 'contact.roleRequired',
  message: 'contact.messageRequired',
  messageLength: 'contact.messageTooLong',
} as const satisfies Record<string, MessageKey>;

export const MESSAGE_MAX = 5000;

export const contactForm = strictForm({
  name: z
    .string({ error: CONTACT_MESSAGES.name })
    .trim()
    .min(1, CONTACT_MESSAGES.name)
    .max(100, CONTACT_MESSAGES.nameLength),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .min(1, CONTACT_MESSAGES.email)
    .max(254, CONTACT_MESSAGES.invalidEmail)
    .pipe(z.email(CONTACT_MESSAGES.invalidEmail))
    .transform((email) => email.toLowerCase()),
  role: z.enum(contactRoles, { error: CONTACT_MESSAGES.role }),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(1, CONTACT_MESSAGES.message)
    .max(MESSAGE_MAX, CONTACT_MESSAGES.messageLength),
});
