import {
  type BlogPostDocument,
  blogPostRow,
  type ContactMessageDocument,
  contactMessageRow,
  rowOf,
} from '@harambee/read-models';
import type { Db } from 'mongodb';

const NEWEST_FIRST = { created_at: -1, _id: 1 } as const;

export const listBlogPosts = async (db: Db) =>
  (await db.collection<BlogPostDocument>('blog_posts').find().sort(NEWEST_FIRST).toArray()).map(
    (document) => blogPostRow.parse(rowOf('blog_posts', document)),
  );

export const findBlogPost = async (db: Db, postId: string) => {
  const document = await db.collection<BlogPostDocument>('blog_posts').findOne({ _id: postId });
  return document ? blogPostRow.parse(rowOf('blog_posts', document)) : undefined;
};

export const listContactMessages = async (db: Db) =>
  (
    await db
      .collection<ContactMessageDocument>('contact_messages')
      .find()
      .sort(NEWEST_FIRST)
      .toArray()
  ).map((document) => contactMessageRow.parse(rowOf('contact_messages', document)));
