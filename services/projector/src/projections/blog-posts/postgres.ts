import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import type { BlogPostChange } from './blog-posts';

export const blogPostsOnPostgres: StoreWrites<Sql, BlogPostChange> = {
  published: async (tx, { post }) => {
    await tx.query(
      `insert into blog_posts (id, title, content, image_path, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $5) on conflict (id) do nothing`,
      [post.postId, post.title, post.content, post.imagePath, post.createdAt],
    );
  },
  edited: async (tx, { edit }) => {
    await tx.query(
      'update blog_posts set title = $2, content = $3, image_path = $4, updated_at = $5 where id = $1',
      [edit.postId, edit.title, edit.content, edit.imagePath, edit.editedAt],
    );
  },
  deleted: async (tx, { postId }) => {
    await tx.query('delete from blog_posts where id = $1', [postId]);
  },
};
