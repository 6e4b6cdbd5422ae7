import { contactMessageRow, live, type BlogPostRow } from '@harambee/read-models';
import type { Sql } from '@harambee/database';
import { handle, NotFoundError, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { idOf } from '../params';
import { uploadPath } from '../upload-path';
import { viewerOf } from '../viewer';
import { findBlogPost, listBlogPosts } from './blog-posts';

const postJson = (post: BlogPostRow) => ({
  _id: post.id,
  title: post.title,
  content: post.content,
  imagePath: uploadPath(post.image_path),
  createdAt: post.created_at.toISOString(),
  updatedAt: post.updated_at.toISOString(),
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
      const rows = await db.query(
        `select * from ${live('contact_messages')} order by created_at desc, id`,
      );
      const messages = rows.map((row) => {
        const message = contactMessageRow.parse(row);
        const { id, name, email, role, created_at } = message;
        return {
          _id: id,
          name,
          email,
          role,
          message: message.message,
          createdAt: created_at.toISOString(),
        };
      });
      success(res, { data: messages });
    }),
  );
  return router;
};
