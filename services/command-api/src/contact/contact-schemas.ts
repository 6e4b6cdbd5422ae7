import { contactRoles } from '@harambee/events';
import { z } from 'zod';
import { strictForm } from '../core/strict-form';

export const CONTACT_MESSAGES = {
  name: 'Please enter your name.',
  nameLength: 'Name must be 100 characters or less.',
  email: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  role: 'Please select your role.',
  message: 'Please enter a message.',
  messageLength: 'Message must be 5000 characters or less.',
} as const;

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
