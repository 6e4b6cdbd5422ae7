import type { Words } from '@harambee/messages';
import type { EventOf } from '@harambee/events';
import { NotFoundError, RuleBrokenError } from '@harambee/platform';
import type { Decider } from '../core/decider';

export type BlogPostEvent = EventOf<'BlogPostPublished' | 'BlogPostEdited' | 'BlogPostDeleted'>;

type Post = {
  postId: string;
  title: string;
  content: string;
  imagePath: string;
  createdAt: string;
  updatedAt: string;
};

export type BlogPostState = { status: 'none' } | ({ status: 'published' | 'deleted' } & Post);

export const POST_NOT_FOUND: Words = { key: 'api.post.notFound' };

export const evolve = (state: BlogPostState, event: BlogPostEvent): BlogPostState => {
  switch (event.type) {
    case 'BlogPostPublished':
      return { status: 'published', ...event.data, updatedAt: event.data.createdAt };
    case 'BlogPostEdited': {
      if (state.status === 'none') return state;
      const { editedAt, ...post } = event.data;
      return { ...state, ...post, updatedAt: editedAt };
    }
    case 'BlogPostDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
  }
};

export type BlogPostCommand =
  | { type: 'PublishBlogPost'; data: EventOf<'BlogPostPublished'>['data'] }
  | {
      type: 'EditBlogPost';
      data: Omit<EventOf<'BlogPostEdited'>['data'], 'imagePath'> & { imagePath?: string };
    }
  | { type: 'DeleteBlogPost'; at: string };

const published = (state: BlogPostState) => {
  if (state.status !== 'published') throw new NotFoundError(POST_NOT_FOUND);
  return state;
};

export const decide = (command: BlogPostCommand, state: BlogPostState): BlogPostEvent[] => {
  switch (command.type) {
    case 'PublishBlogPost':
      if (state.status !== 'none') throw new RuleBrokenError({ key: 'api.blog.exists' });
      return [{ type: 'BlogPostPublished', data: command.data }];
    case 'EditBlogPost': {
      const post = published(state);
      return [
        {
          type: 'BlogPostEdited',
          data: { ...command.data, imagePath: command.data.imagePath ?? post.imagePath },
        },
      ];
    }
    case 'DeleteBlogPost': {
      const post = published(state);
      return [{ type: 'BlogPostDeleted', data: { postId: post.postId, at: command.at } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const blogPostDecider: Decider<BlogPostState, BlogPostCommand, BlogPostEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

export const blogPostStream = (postId: string) => `blog-${postId}`;
