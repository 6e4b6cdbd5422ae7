import type { BlogPostRow, ContactMessageRow } from '@harambee/read-models';
import { handle, NotFoundError, requireActor, type Sql, success } from '@harambee/platform';
import { Router } from 'express';
import { idOf } from '../params';
import { uploadPath } from '../upload-path';
import { viewerOf } from '../viewer';
import { findBlogPost, listBlogPosts, listContactMessages } from './postgres';

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
export const contentRoutes = (db: Sql, secret: string) => {
  const router = Router();
  router.get(
    '/v1/blog/posts',
    handle(async (req, res) => {
      viewerOf(req, secret);
      success(res, { posts: (await listBlogPosts(db)).map(postJson) });
    }),
  );
  router.get(
    '/v1/blog/posts/:id',
    handle(async (req, res) => {
      viewerOf(req, secret);
      const post = await findBlogPost(db, idOf(req));
      if (!post) throw new NotFoundError('Post not found');
      success(res, { post: postJson(post) });
    }),
  );
  router.get(
    '/contact',
    handle(async (req, res) => {
      requireActor(req, secret, 'admin');
      success(res, { data: (await listContactMessages(db)).map(messageJson) });
    }),
  );
  return router;
};
