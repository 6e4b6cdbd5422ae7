export const BLOG_FORM_MESSAGES = {
  title: 'Please enter a title for the blog post.',
  content: 'Please enter content for the blog post.',
  image: 'Please upload an image for the blog post.',
  imageType: 'Please upload a valid image file (JPEG, PNG, WEBP).',
  imageSize: 'Image size should not exceed 5MB.',
  login: 'You must be logged in to perform this action.',
  submit: 'Failed to submit blog post. Please try again.',
} as const;

export const BLOG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/webp'] as const;
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const TITLE_MAX = 200;

type ImageFile = { type: string; size: number };

/** The image rules of the blog form: JPEG, PNG or WEBP, at most 5MB. */
export function imageError(file: ImageFile): string | undefined {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type))
    return BLOG_FORM_MESSAGES.imageType;
  if (file.size > BLOG_IMAGE_MAX_BYTES) return BLOG_FORM_MESSAGES.imageSize;
  return undefined;
}

export type BlogFormInput = {
  title: string;
  /** The editor's plain text: empty paragraphs do not count as content. */
  contentText: string;
  image: ImageFile | null;
  /** Editing a post that already has an image: a new one is optional. */
  hasImage: boolean;
};

export type BlogFormErrors = Partial<Record<'title' | 'content' | 'image', string>>;

export function validateBlogForm(input: BlogFormInput): BlogFormErrors {
  const errors: BlogFormErrors = {};
  if (!input.title.trim()) errors.title = BLOG_FORM_MESSAGES.title;
  else if (input.title.trim().length > TITLE_MAX)
    errors.title = `Title must be ${TITLE_MAX} characters or less.`;
  if (!input.contentText.trim()) errors.content = BLOG_FORM_MESSAGES.content;
  if (input.image) {
    const problem = imageError(input.image);
    if (problem) errors.image = problem;
  } else if (!input.hasImage) {
    errors.image = BLOG_FORM_MESSAGES.image;
  }
  return errors;
}
