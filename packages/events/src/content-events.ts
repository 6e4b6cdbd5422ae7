import { z } from 'zod';
import { defineEvent } from './define-event';
import { contactRoles, id, isoDate } from './shared-fields';

const post = { postId: id, title: z.string(), content: z.string(), imagePath: z.string() };

export const BlogPostPublished = defineEvent(
  'BlogPostPublished',
  1,
  z.object({ ...post, createdAt: isoDate }),
);
export const BlogPostEdited = defineEvent(
  'BlogPostEdited',
  1,
  z.object({ ...post, editedAt: isoDate }),
);
export const BlogPostDeleted = defineEvent(
  'BlogPostDeleted',
  1,
  z.object({ postId: id, at: isoDate }),
);

export const ContactMessageReceived = defineEvent(
  'ContactMessageReceived',
  1,
  z.object({
    messageId: id,
    name: z.string(),
    email: z.string(),
    role: z.enum(contactRoles),
    message: z.string(),
    receivedAt: isoDate,
  }),
);

export const ContactMessageErased = defineEvent(
  'ContactMessageErased',
  1,
  z.object({ messageId: id, reason: z.string(), erasedAt: isoDate }),
);
