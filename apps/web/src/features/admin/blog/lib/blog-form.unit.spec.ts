import {
  BLOG_FORM_MESSAGES,
  BLOG_IMAGE_MAX_BYTES,
  imageError,
  validateBlogForm,
} from './blog-form';

const png = { type: 'image/png', size: 20_000 };

describe('blog post form', () => {
  it('when everything is filled in with an image, then there is nothing to fix', () => {
    expect(
      validateBlogForm({
        title: 'Harvest season',
        contentText: 'Story',
        image: png,
        hasImage: false,
      }),
    ).toEqual({});
  });

  it('when the title, content and image are missing on a new post, then each gets the spec message', () => {
    expect(
      validateBlogForm({ title: '  ', contentText: ' ', image: null, hasImage: false }),
    ).toEqual({
      title: BLOG_FORM_MESSAGES.title,
      content: BLOG_FORM_MESSAGES.content,
      image: BLOG_FORM_MESSAGES.image,
    });
  });

  it('when an existing post keeps its image, then no new image is needed', () => {
    expect(validateBlogForm({ title: 'T', contentText: 'C', image: null, hasImage: true })).toEqual(
      {},
    );
  });

  it('when the image is a GIF, PDF or larger than 5MB, then the type or size message is given', () => {
    expect(imageError({ type: 'image/gif', size: 10 })).toBe(
      'Please upload a valid image file (JPEG, PNG, WEBP).',
    );
    expect(imageError({ type: 'application/pdf', size: 10 })).toBe(
      'Please upload a valid image file (JPEG, PNG, WEBP).',
    );
    expect(imageError({ type: 'image/jpeg', size: BLOG_IMAGE_MAX_BYTES + 1 })).toBe(
      'Image size should not exceed 5MB.',
    );
    expect(imageError({ type: 'image/webp', size: BLOG_IMAGE_MAX_BYTES })).toBeUndefined();
    expect(imageError({ type: 'image/jpg', size: 1 })).toBeUndefined();
  });
});
