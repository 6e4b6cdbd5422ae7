import {
  type ApiRoute,
  InvalidInputError,
  handle,
  parseInput,
  requireLogin,
  success,
} from '@harambee/platform';
import { type Request, type RequestHandler, Router } from 'express';
import { randomUUID } from 'node:crypto';
import { type CommandContext, contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { acceptImage, multipartImage, recordWithImage } from '../core/image-upload';
import { sanitizeRichText } from '../core/rich-text';
import {
  type BlogPostCommand,
  type BlogPostState,
  blogPostDecider,
  blogPostStream,
} from './blog-post';
import { blogImage, blogPostForm, blogPostIdParam, editBlogPostForm } from './blog-schemas';

const richContent = (html: string) => {
  const content = sanitizeRichText(html);
  if (!content) throw new InvalidInputError({ key: 'admin.blogForm.message.content' });
  return content;
};

const postJson = (state: BlogPostState) => {
  if (state.status === 'none') throw new Error('blog post has no state');
  const { postId, title, content, imagePath, createdAt, updatedAt } = state;
  return {
    _id: postId,
    id: postId,
    title,
    content,
    imagePath: `/uploads/${imagePath}`,
    createdAt,
    updatedAt,
  };
};

/** Blog administration: admins publish, edit and delete posts; the image is checked by its content. */
export const blogRoutes = ({ store, config, clock }: CommandApiDeps) => {
  const secret = config.jwtSecret;
  const adminLogin = requireLogin({ key: 'admin.blogForm.message.login' });
  const actorOfAdmin = (req: Request) => adminLogin(req, secret, 'admin');
  // Refuse before the multipart body is read, so only admins can make the server buffer an upload.
  const adminOnly: RequestHandler = (req, _res, next) => {
    try {
      actorOfAdmin(req);
      next();
    } catch (error) {
      next(error);
    }
  };
  const run = (id: string, command: BlogPostCommand, context: CommandContext) =>
    handleCommand(store, blogPostStream(id), blogPostDecider, command, context);

  return Router()
    .post(
      '/v1/blog/posts',
      adminOnly,
      multipartImage(),
      handle(async (req, res) => {
        const context = contextOf(req, actorOfAdmin(req), clock);
        const form = parseInput(blogPostForm(context.now), req.body ?? {});
        const content = richContent(form.content);
        if (!req.file) throw new InvalidInputError({ key: 'admin.blogForm.message.image' });
        const image = await acceptImage(req.file, blogImage);
        const postId = randomUUID();
        const { state } = await recordWithImage(config.uploadsDir, image, () =>
          run(
            postId,
            {
              type: 'PublishBlogPost',
              data: {
                postId,
                title: form.title,
                content,
                imagePath: image.fileName,
                createdAt: form.createdAt,
              },
            },
            context,
          ),
        );
        success(res, { post: postJson(state) }, 201);
      }),
    )
    .patch(
      '/v1/blog/posts/:id',
      adminOnly,
      multipartImage(),
      handle(async (req, res) => {
        const context = contextOf(req, actorOfAdmin(req), clock);
        const { id } = parseInput(blogPostIdParam, req.params);
        const form = parseInput(editBlogPostForm, req.body ?? {});
        const content = richContent(form.content);
        const image = req.file ? await acceptImage(req.file, blogImage) : undefined;
        const { state } = await recordWithImage(config.uploadsDir, image, () =>
          run(
            id,
            {
              type: 'EditBlogPost',
              data: {
                postId: id,
                title: form.title,
                content,
                imagePath: image?.fileName,
                editedAt: context.now.toISOString(),
              },
            },
            context,
          ),
        );
        success(res, { post: postJson(state) });
      }),
    )
    .delete(
      '/v1/blog/posts/:id',
      handle(async (req, res) => {
        const context = contextOf(req, actorOfAdmin(req), clock);
        const { id } = parseInput(blogPostIdParam, req.params);
        await run(id, { type: 'DeleteBlogPost', at: context.now.toISOString() }, context);
        success(res, null);
      }),
    );
};

export const blogDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/blog/posts',
    tag: 'blog',
    auth: 'admin',
    body: blogPostForm(new Date()),
    image: 'required',
    status: 201,
    summary:
      'Publish a blog post (multipart: title, rich-text content, createdAt, JPEG/PNG/WEBP image up to 5MB)',
  },
  {
    method: 'patch',
    path: '/v1/blog/posts/:id',
    tag: 'blog',
    auth: 'admin',
    params: blogPostIdParam,
    body: editBlogPostForm,
    image: 'optional',
    summary: 'Edit a blog post; without a new image the old one is kept',
  },
  {
    method: 'delete',
    path: '/v1/blog/posts/:id',
    tag: 'blog',
    auth: 'admin',
    params: blogPostIdParam,
    summary: 'Delete a blog post',
  },
];
