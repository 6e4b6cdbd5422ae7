import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';
import { api } from '@/lib/api-client';

export const contactRoles = [
  { value: 'entrepreneur', label: 'Entrepreneur' },
  { value: 'investor', label: 'Investor' },
  { value: 'partner', label: 'Partner' },
  { value: 'other', label: 'Other' },
] as const;

export const CONTACT_FAILED = 'Something went wrong. Please try again later.';

export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Name must be 100 characters or less.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .pipe(z.email('Please enter a valid email address.')),
  role: z.enum(['entrepreneur', 'investor', 'partner', 'other'], {
    error: 'Please select your role.',
  }),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter a message.')
    .max(5000, 'Message must be 5000 characters or less.'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const sendContactMessage = (message: ContactMessage) => api.post('/contact', message);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
