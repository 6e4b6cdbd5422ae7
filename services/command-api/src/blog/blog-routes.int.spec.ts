import { say, LANGUAGES } from '@harambee/messages';
import { existsSync, readdirSync } from 'node:fs';
import {
  campaignForm,
  commandApiForTests,
  createVerifiedCampaign,
  GIF_1PX as GIF,
  JPEG_1PX as JPEG,
  PNG_1PX,
  WEBP_1PX as WEBP,
} from '../testing/command-api-under-test';
import { IMAGE_UNREADABLE } from '../core/image-upload';
import { IMAGE_TOO_LARGE } from '../core/images';
import { blankPng } from '../testing/costly-images';
import { BLOG_MESSAGES } from './blog-schemas';

const english = LANGUAGES.en.messages;

const api = commandApiForTests();
let creatorToken: string;
beforeAll(async () => {
  creatorToken = (await createVerifiedCampaign(api)).token;
});

const storedImages = () =>
  existsSync(api.deps.config.uploadsDir) ? readdirSync(api.deps.config.uploadsDir) : [];

const fields = {
  title: 'How Amina cut spoilage by half',
  content: '<p>Two <strong>cold rooms</strong> later.</p>',
  createdAt: new Date().toISOString(),
};
const publish = (
  form: Record<string, string>,
  image: Buffer | null = PNG_1PX,
  token = api.adminToken,
) => api.call('/v1/blog/posts', { method: 'POST', token, body: campaignForm(form, image) });

describe('blog administration', () => {
  let postId: string;

  it('when an admin publishes a post, then it is recorded on its own stream with the admin as actor', async () => {
    const published = await publish(fields);
    expect(published).toMatchObject({
      status: 201,
      body: {
        status: 'success',
        data: {
          post: {
            title: fields.title,
            content: fields.content,
            createdAt: fields.createdAt,
            imagePath: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
          },
        },
      },
    });
    postId = published.body.data.post._id;
    const [event] = await api.eventsOfType('BlogPostPublished');
    expect(event).toMatchObject({
      stream_id: `blog-${postId}`,
      metadata: { actorId: api.adminId, actorRole: 'admin' },
    });
  });

  it('when the date is left out, then the post is dated now', async () => {
    const published = await publish({ title: 'Undated', content: '<p>x</p>' }, JPEG);
    expect(published.status).toBe(201);
    expect(
      Math.abs(new Date(published.body.data.post.createdAt).getTime() - Date.now()),
    ).toBeLessThan(60 * 60_000);
  });

  it('when an admin edits without an image, then the text changes and the image stays', async () => {
    const before = (await api.eventsOfType('BlogPostPublished')).find(
      (e) => e.data.postId === postId,
    )!.data.imagePath;
    const edited = await api.call(`/v1/blog/posts/${postId}`, {
      method: 'PATCH',
      token: api.adminToken,
      body: campaignForm({ ...fields, title: 'A year on' }, null),
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        data: { post: { _id: postId, title: 'A year on', imagePath: `/uploads/${before}` } },
      },
    });
  });

  it('when an admin edits with a WEBP image, then the new image is used', async () => {
    const edited = await api.call(`/v1/blog/posts/${postId}`, {
      method: 'PATCH',
      token: api.adminToken,
      body: campaignForm(fields, WEBP),
    });
    expect(edited.body.data.post.imagePath).toMatch(/\.webp$/);
  });

  it('when a creator or a visitor tries, then it is forbidden or unauthorised and nothing is written', async () => {
    const before = await api.eventCount();
    expect((await publish(fields, PNG_1PX, creatorToken)).status).toBe(403);
    expect((await publish(fields, PNG_1PX, '')).status).toBe(401);
    expect(
      (
        await api.call(`/v1/blog/posts/${postId}`, {
          method: 'PATCH',
          token: creatorToken,
          body: campaignForm(fields),
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.call(`/v1/blog/posts/${postId}`, { method: 'DELETE', token: creatorToken }))
        .status,
    ).toBe(403);
    expect((await api.call(`/v1/blog/posts/${postId}`, { method: 'DELETE' })).status).toBe(401);
    expect(await api.eventCount()).toBe(before);
  });

  it('when there is no token, then publishing, editing and deleting say the admin must be logged in', async () => {
    const loggedOut = {
      status: 401,
      body: { status: 'fail', message: 'You must be logged in to perform this action.' },
    };
    expect(await publish(fields, PNG_1PX, '')).toMatchObject(loggedOut);
    expect(
      await api.call(`/v1/blog/posts/${postId}`, { method: 'PATCH', body: campaignForm(fields) }),
    ).toMatchObject(loggedOut);
    expect(await api.call(`/v1/blog/posts/${postId}`, { method: 'DELETE' })).toMatchObject(
      loggedOut,
    );
  });

  it.each([
    ['a body that is not multipart at all', 'garbage'],
    [
      'an unterminated part',
      '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nA year on',
    ],
  ])('when an admin sends %s, then publishing and editing answer 400', async (_case, body) => {
    const headers = { 'content-type': 'multipart/form-data; boundary=x' };
    for (const [method, path] of [
      ['POST', '/v1/blog/posts'],
      ['PATCH', `/v1/blog/posts/${postId}`],
    ] as const) {
      const answer = await api.call(path, { method, token: api.adminToken, headers, body });
      expect(answer).toMatchObject({
        status: 400,
        body: { status: 'fail', message: 'Malformed multipart form' },
      });
    }
  });

  it('when an admin deletes a post, then it is gone and cannot be edited', async () => {
    expect(
      (await api.call(`/v1/blog/posts/${postId}`, { method: 'DELETE', token: api.adminToken }))
        .status,
    ).toBe(200);
    expect((await api.eventsOfType('BlogPostDeleted')).map((e) => e.data.postId)).toEqual([postId]);
    const imagesBefore = storedImages();
    const edited = await api.call(`/v1/blog/posts/${postId}`, {
      method: 'PATCH',
      token: api.adminToken,
      body: campaignForm(fields),
    });
    expect(edited).toMatchObject({ status: 404, body: { message: 'Post not found' } });
    expect(storedImages()).toEqual(imagesBefore);
    expect(
      (await api.call(`/v1/blog/posts/${postId}`, { method: 'DELETE', token: api.adminToken }))
        .status,
    ).toBe(404);
    expect(
      (await api.call('/v1/blog/posts/not-a-uuid', { method: 'DELETE', token: api.adminToken }))
        .status,
    ).toBe(400);
  });

  const badPosts: [string, Record<string, string>, Buffer | null, number, string][] = [
    ['no title', { title: '' }, PNG_1PX, 400, english[BLOG_MESSAGES.title]],
    ['a blank title', { title: '   ' }, PNG_1PX, 400, english[BLOG_MESSAGES.title]],
    ['a long title', { title: 'x'.repeat(201) }, PNG_1PX, 400, english[BLOG_MESSAGES.titleLength]],
    ['no content', { content: '' }, PNG_1PX, 400, english[BLOG_MESSAGES.content]],
    [
      'content that is only a script',
      { content: '<script>alert(1)</script>' },
      PNG_1PX,
      400,
      english[BLOG_MESSAGES.content],
    ],
    ['no image', {}, null, 400, english[BLOG_MESSAGES.image]],
    ['a GIF image', {}, GIF, 400, english[BLOG_MESSAGES.imageType]],
    [
      'a script named as an image',
      {},
      Buffer.from('<script>alert(1)</script>'),
      400,
      english[BLOG_MESSAGES.imageType],
    ],
    [
      'a PNG signature on bytes that are no image',
      {},
      Buffer.concat([PNG_1PX.subarray(0, 8), Buffer.alloc(100, 1)]),
      400,
      say('en', IMAGE_UNREADABLE),
    ],
    [
      'an 81-megapixel PNG of a few kilobytes',
      {},
      blankPng(9000, 9000),
      400,
      say('en', IMAGE_TOO_LARGE),
    ],
    [
      'an image over 5MB',
      {},
      Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]),
      413,
      'Image size should not exceed 5MB.',
    ],
    [
      'a date that is not a date',
      { createdAt: 'yesterday' },
      PNG_1PX,
      400,
      english[BLOG_MESSAGES.createdAt],
    ],
    [
      'a date in the future',
      { createdAt: new Date(Date.now() + 86_400_000).toISOString() },
      PNG_1PX,
      400,
      english[BLOG_MESSAGES.future],
    ],
    ['an unknown field', { authorId: 'x' }, PNG_1PX, 400, 'Unknown field: authorId'],
  ];
  it.each(badPosts)(
    'when the post has %s, then it answers with the spec message and writes nothing',
    async (_case, overrides, image, status, message) => {
      const before = await api.eventCount();
      const imagesBefore = storedImages();
      expect(await publish({ ...fields, ...overrides }, image)).toMatchObject({
        status,
        body: { status: 'fail', message },
      });
      expect(await api.eventCount()).toBe(before);
      expect(storedImages()).toEqual(imagesBefore);
    },
  );
});
