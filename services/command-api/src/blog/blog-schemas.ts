import type { MessageKey } from '@harambee/messages';
import { z } from 'zod';
import type { ImageRules } from '../core/image-upload';
import { strictForm } from '../core/strict-form';

/** The blog form's refusals, by catalogue key (said in the admin's language by parseInput). */
export const BLOG_MESSAGES = {
  title: 'admin.blogForm.message.title',
  titleLength: 'api.blog.titleTooLong',
  content: 'admin.blogForm.message.content',
  contentLength: 'api.blog.contentTooLong',
  image: 'admin.blogForm.message.image',
  imageType: 'admin.blogForm.message.imageType',
  createdAt: 'api.blog.dateInvalid',
  future: 'api.blog.dateInFuture',
} as const satisfies Record<string, MessageKey>;

export const blogImage: ImageRules = {
  allowed: ['jpeg', 'png', 'webp'],
  invalidMessage: { key: 'admin.blogForm.message.imageType' },
};

/** Clock skew between the admin's browser and the server, tolerated on the publication date. */
const SKEW_MS = 5 * 60 * 1000;

const post = {
  title: z
    .string({ error: BLOG_MESSAGES.title })
    .trim()
    .min(1, BLOG_MESSAGES.title)
    .max(200, BLOG_MESSAGES.titleLength),
  content: z
    .string({ error: BLOG_MESSAGES.content })
    .trim()
    .min(1, BLOG_MESSAGES.content)
    .max(100_000, BLOG_MESSAGES.contentLength),
};

/** The publication date the form sends (ISO); the server's clock when it is left out. */
const publishedOn = (now: Date) =>
  z
    .union([z.literal(''), z.iso.datetime({ offset: true, error: BLOG_MESSAGES.createdAt })], {
      error: BLOG_MESSAGES.createdAt,
    })
    .optional()
    .transform((value) => (value ? new Date(value) : now))
    .refine((date) => date.getTime() <= now.getTime() + SKEW_MS, BLOG_MESSAGES.future)
    .transform((date) => date.toISOString());

export const blogPostForm = (now: Date) => strictForm({ ...post, createdAt: publishedOn(now) });
export type BlogPostForm = z.infer<ReturnType<typeof blogPostForm>>;

/** The edit form sends the same fields; its createdAt is the original date and is not changed. */
export const editBlogPostForm = strictForm({ ...post, createdAt: z.string().max(40).optional() });

export const blogPostIdParam = z.object({ id: z.uuid({ error: 'api.post.notFound' }) });
