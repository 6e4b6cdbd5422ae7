import type { BlogPostRow, ContactMessageRow } from '@harambee/read-models';
import { handle, NotFoundError, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { idOf } from '../params';
import type { ReadStore } from '../read-store/port';
import { uploadPath } from '../upload-path';
import { viewerOf } from '../viewer';

const postJson = (post: BlogPostRow) => ({
  _id: post.id,
  title: post.title,
  content: post.content,
  imagePath: uploadPath(post.image_path),
  createdAt: post.created_at.toISOString(),
  updatedAt: post.updated_at.toISOString(),
});

const messageJson = (message: ContactMessageRow) => ({
  _id: message.id,
  name: message.name,
  email: message.email,
  role: message.role,
  message: message.message,
  createdAt: message.created_at.toISOString(),
});

/** Blog posts for everyone, newest first; contact messages for admins. */
export const contentRoutes = (reads: ReadStore, secret: string) => {
  const router = Router();
  router.get(
    '/v1/blog/posts',
    handle(async (req, res) => {
      viewerOf(req, secret);
      success(res, { posts: (await reads.listBlogPosts()).map(postJson) });
    }),
  );
  router.get(
    '/v1/blog/posts/:id',
    handle(async (req, res) => {
      viewerOf(req, secret);
      const post = await reads.findBlogPost(idOf(req));
      if (!post) throw new NotFoundError({ key: 'api.post.notFound' });
      success(res, { post: postJson(post) });
    }),
  );
  router.get(
    '/contact',
    handle(async (req, res) => {
      requireActor(req, secret, 'admin');
      success(res, { data: (await reads.listContactMessages()).map(messageJson) });
    }),
  );
  return router;
};
