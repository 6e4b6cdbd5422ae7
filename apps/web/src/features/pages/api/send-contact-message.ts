import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';
import { api } from '@/lib/api-client';

export const contactRoles = ['entrepreneur', 'investor', 'partner', 'other'] as const;

/** Its messages are catalogue keys: the form says them in the page's language. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'contact.nameRequired').max(100, 'contact.nameTooLong'),
  email: z.string().trim().min(1, 'contact.emailRequired').pipe(z.email('form.emailInvalid')),
  role: z.enum(contactRoles, { error: 'contact.roleRequired' }),
  message: z.string().trim().min(1, 'contact.messageRequired').max(5000, 'contact.messageTooLong'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const sendContactMessage = (message: ContactMessage) => api.post('/contact', message);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
