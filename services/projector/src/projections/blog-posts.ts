import type { Projection } from '../projection';

export const blogPostsProjection: Projection = {
  name: 'blog-posts',
  tables: ['blog_posts'],
  handlers: {
    BlogPostPublished: async (tx, { data }) => {
      await tx.query(
        `insert into blog_posts (id, title, content, image_path, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $5) on conflict (id) do nothing`,
        [data.postId, data.title, data.content, data.imagePath, data.createdAt],
      );
    },
    BlogPostEdited: async (tx, { data }) => {
      await tx.query(
        'update blog_posts set title = $2, content = $3, image_path = $4, updated_at = $5 where id = $1',
        [data.postId, data.title, data.content, data.imagePath, data.editedAt],
      );
    },
    BlogPostDeleted: async (tx, { data }) => {
      await tx.query('delete from blog_posts where id = $1', [data.postId]);
    },
  },
};
