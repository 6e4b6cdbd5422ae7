import { blogPostRow, contactMessageRow, live } from '@harambee/read-models';
import type { Sql } from '@harambee/database';

/** Published blog posts, newest first. */
export const listBlogPosts = async (db: Sql) => {
  const rows = await db.query(`select * from ${live('blog_posts')} order by created_at desc, id`);
  return rows.map((row) => blogPostRow.parse(row));
};

export const findBlogPost = async (db: Sql, postId: string) => {
  const [row] = await db.query(`select * from ${live('blog_posts')} where id = $1`, [postId]);
  return row ? blogPostRow.parse(row) : undefined;
};

/** Messages sent through the contact form, newest first. */
export const listContactMessages = async (db: Sql) => {
  const rows = await db.query(
    `select * from ${live('contact_messages')} order by created_at desc, id`,
  );
  return rows.map((row) => contactMessageRow.parse(row));
};
