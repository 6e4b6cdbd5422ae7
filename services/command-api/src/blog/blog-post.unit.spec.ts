import type { EventOf } from '@harambee/events';
import { NotFoundError, RuleBrokenError } from '@harambee/platform';
import { specFor } from '../core/given-when-then';
import { blogPostDecider, evolve } from './blog-post';

const postId = 'p-1';
const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const published: EventOf<'BlogPostPublished'> = {
  type: 'BlogPostPublished',
  data: { postId, title: 'Cold rooms', content: '<p>Fish</p>', imagePath: 'a.jpg', createdAt: at },
};
const edit = (imagePath?: string) => ({
  type: 'EditBlogPost' as const,
  data: {
    postId,
    title: 'Cold rooms, a year on',
    content: '<p>More fish</p>',
    imagePath,
    editedAt: later,
  },
});
const deleted: EventOf<'BlogPostDeleted'> = {
  type: 'BlogPostDeleted',
  data: { postId, at: later },
};
const given = specFor(blogPostDecider);

describe('blog post decider', () => {
  it('when a post is published, then it is published', () => {
    given([]).when({ type: 'PublishBlogPost', data: published.data }).then([published]);
  });

  it('when the same post is published twice, then the rule is broken', () => {
    given([published])
      .when({ type: 'PublishBlogPost', data: published.data })
      .thenThrows(RuleBrokenError);
  });

  it('when a post is edited without a new image, then the old image is kept', () => {
    given([published])
      .when(edit())
      .then([{ type: 'BlogPostEdited', data: { ...edit().data, imagePath: 'a.jpg' } }]);
  });

  it('when a post is edited with a new image, then the new image is used and the post shows when it was updated', () => {
    given([published])
      .when(edit('b.webp'))
      .then([{ type: 'BlogPostEdited', data: { ...edit().data, imagePath: 'b.webp' } }]);
    const state = [
      published,
      { type: 'BlogPostEdited', data: { ...edit().data, imagePath: 'b.webp' } } as const,
    ].reduce(evolve, blogPostDecider.initialState);
    expect(state).toMatchObject({
      status: 'published',
      title: 'Cold rooms, a year on',
      imagePath: 'b.webp',
      createdAt: at,
      updatedAt: later,
    });
  });

  it('when a post is deleted, then it is deleted and cannot be edited or deleted again', () => {
    given([published]).when({ type: 'DeleteBlogPost', at: later }).then([deleted]);
    given([published, deleted]).when(edit()).thenThrows(NotFoundError, 'Post not found');
    given([published, deleted])
      .when({ type: 'DeleteBlogPost', at: later })
      .thenThrows(NotFoundError);
  });

  it('when a post does not exist, then editing it is not found', () => {
    given([]).when(edit()).thenThrows(NotFoundError);
  });
});
