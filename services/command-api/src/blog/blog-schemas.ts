import { z } from 'zod';
import type { ImageRules } from '../core/image-upload';
import { strictForm } from '../core/strict-form';

export const BLOG_MESSAGES = {
  title: 'Please enter a title for the blog post.',
  titleLength: 'Title must be 200 characters or less.',
  content: 'Please enter content for the blog post.',
  contentLength: 'Content must be 100000 characters or less.',
  image: 'Please upload an image for the blog post.',
  imageType: 'Please upload a valid image file (JPEG, PNG, WEBP).',
  createdAt: 'Please enter a valid publication date.',
  future: 'The publication date cannot be in the future.',
} as const;

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

export const blogPostIdParam = z.object({ id: z.uuid({ error: 'Post not found' }) });
