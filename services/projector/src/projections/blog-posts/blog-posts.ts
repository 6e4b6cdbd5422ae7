import type { EventData } from '@harambee/events';
import type { ReadModel } from '../../read-model';

export type PublishedPost = EventData<'BlogPostPublished'>;
export type PostEdit = EventData<'BlogPostEdited'>;

export type BlogPostChange =
  | { kind: 'published'; post: PublishedPost }
  | { kind: 'edited'; edit: PostEdit }
  | { kind: 'deleted'; postId: string };

export const blogPosts: ReadModel<BlogPostChange> = {
  name: 'blog-posts',
  tables: ['blog_posts'],
  on: {
    BlogPostPublished: ({ data }) => [{ kind: 'published', post: data }],
    BlogPostEdited: ({ data }) => [{ kind: 'edited', edit: data }],
    BlogPostDeleted: ({ data }) => [{ kind: 'deleted', postId: data.postId }],
  },
};
