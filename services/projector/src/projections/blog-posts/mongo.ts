import type { BlogPostDocument } from '@harambee/read-models';
import { insertIfAbsent, type MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import type { BlogPostChange } from './blog-posts';

const posts = (tx: MongoTx) => tx.collection<BlogPostDocument>('blog_posts');

export const blogPostsOnMongo: StoreWrites<MongoTx, BlogPostChange> = {
  published: (tx, { post }) =>
    insertIfAbsent(tx, 'blog_posts', [
      {
        _id: post.postId,
        title: post.title,
        content: post.content,
        image_path: post.imagePath,
        created_at: new Date(post.createdAt),
        updated_at: new Date(post.createdAt),
      } satisfies BlogPostDocument,
    ]),
  edited: async (tx, { edit }) => {
    await posts(tx).updateOne(
      { _id: edit.postId },
      {
        $set: {
          title: edit.title,
          content: edit.content,
          image_path: edit.imagePath,
          updated_at: new Date(edit.editedAt),
        },
      },
      { session: tx.session },
    );
  },
  deleted: async (tx, { postId }) => {
    await posts(tx).deleteOne({ _id: postId }, { session: tx.session });
  },
};
