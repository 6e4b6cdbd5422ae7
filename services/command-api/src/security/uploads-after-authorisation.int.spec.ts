import { request } from 'node:http';
import { IMAGE_MAX_BYTES } from '@harambee/rules';
import sharp from 'sharp';
import {
  campaignForm,
  commandApiForTests,
  createVerifiedCampaign,
  creationFields,
  verificationLink,
  verifiedCampaignFields,
} from '../testing/command-api-under-test';
import { blankPng, manyFrameGif } from '../testing/costly-images';

const api = commandApiForTests();

const BOUNDARY = 'harambee-upload';
const FIRST_CHUNK = 64 * 1024;
const NO_ANSWER_MS = 5_000;

/**
 * Declares a 5 MB multipart image upload, sends its head and the first 64 KB, then stops sending. An
 * endpoint that reads the body first never answers; one that checks the caller first answers at once.
 */
const startUpload = (method: string, route: string, token?: string) =>
  new Promise<{ status: number; body: any; bytesSent: number; bytesDeclared: number }>(
    (resolve, reject) => {
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      const image = Buffer.alloc(IMAGE_MAX_BYTES - 1024, 0x41);
      const bytesDeclared = head.length + image.length + tail.length;
      const url = new URL(`${api.base}${route}`);
      const req = request(url, {
        method,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(bytesDeclared),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      const first = Buffer.concat([head, image.subarray(0, FIRST_CHUNK)]);
      const timer = setTimeout(() => {
        req.destroy();
        reject(
          new Error(
            `no answer within ${NO_ANSWER_MS} ms: the server waited for the rest of the upload`,
          ),
        );
      }, NO_ANSWER_MS);
      req.on('response', (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (chunk) => (text += chunk))
          .on('end', () => {
            clearTimeout(timer);
            req.destroy();
            resolve({
              status: res.statusCode!,
              body: JSON.parse(text),
              bytesSent: first.length,
              bytesDeclared,
            });
          });
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.write(first);
    },
  );

describe('uploads after authorisation', () => {
  let campaignId: string;
  let strangerToken: string;
  beforeAll(async () => {
    campaignId = (await createVerifiedCampaign(api)).campaignId;
    strangerToken = (await createVerifiedCampaign(api)).token;
  });

  it('when a 5 MB image is sent to edit a campaign without a token, then 401 comes back before the upload is read', async () => {
    const answer = await startUpload('PATCH', `/v1/campaigns/${campaignId}`);
    expect(answer).toMatchObject({
      status: 401,
      body: { status: 'fail', message: 'You must be logged in to update a campaign' },
    });
    expect(answer.bytesSent).toBeLessThan(answer.bytesDeclared / 50);
  });

  it('when another creator sends an image to edit the campaign, then 403 comes back before the upload is read', async () => {
    const answer = await startUpload('PATCH', `/v1/campaigns/${campaignId}`, strangerToken);
    expect(answer).toMatchObject({ status: 403, body: { status: 'fail' } });
  });

  it('when the campaign does not exist, then 404 comes back before the upload is read', async () => {
    const answer = await startUpload(
      'PATCH',
      '/v1/campaigns/00000000-0000-4000-8000-000000000000',
      strangerToken,
    );
    expect(answer.status).toBe(404);
  });

  it.each([
    ['POST', '/v1/blog/posts'],
    ['PATCH', '/v1/blog/posts/00000000-0000-4000-8000-000000000000'],
  ])(
    'when a 5 MB image is sent to %s %s without a token or by a creator, then 401 or 403 comes back before it is read',
    async (method, route) => {
      expect((await startUpload(method, route)).status).toBe(401);
      expect((await startUpload(method, route, strangerToken)).status).toBe(403);
    },
  );

  it('when the owner starts the same upload, then the server waits for the body (the check above is not vacuous)', async () => {
    const owner = await createVerifiedCampaign(api);
    await expect(
      startUpload('PATCH', `/v1/campaigns/${owner.campaignId}`, owner.token),
    ).rejects.toThrow(/waited for the rest/);
  });
});

describe('a new campaign: the creator is checked before the image is decoded', () => {
  const bomb = blankPng(9000, 9000);
  const animation = manyFrameGif(1500, 1500, 40);
  const costly: [string, Buffer, string][] = [
    ['an 81-megapixel PNG of a few kilobytes', bomb, 'image/png'],
    ['a GIF of 40 frames, 90 megapixels in all', animation, 'image/gif'],
  ];
  /** Pixels are decoded only when sharp writes its output; reading the header is not a decode. */
  let decodes: jest.SpyInstance;
  beforeEach(() => {
    decodes = jest.spyOn(sharp.prototype, 'toBuffer');
  });
  afterEach(() => decodes.mockRestore());

  /** A form with the token of a verification mail whose link was never followed. */
  const unverifiedFields = async () => {
    const email = `unverified-${Math.random().toString(36).slice(2)}@example.org`;
    const link = await verificationLink(api, email);
    return creationFields(email, link.searchParams.get('token')!);
  };

  it.each(costly)(
    'when a form whose email was never verified carries %s, then the verification error answers and the image is never decoded',
    async (_case, image, type) => {
      const fields = await unverifiedFields();
      const before = await api.eventCount();
      const answer = await api.call('/v1/campaigns', {
        method: 'POST',
        body: campaignForm(fields, image, type),
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { status: 'fail', message: 'Please verify your email address first' },
      });
      expect(decodes).not.toHaveBeenCalled();
      expect(await api.eventCount()).toBe(before);
    },
  );

  it('when a forged verification token comes with the 81-megapixel PNG, then it fails verification and the image is never decoded', async () => {
    const fields = await verifiedCampaignFields(api);
    const answer = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm({ ...fields, verificationToken: `${fields.verificationToken}x` }, bomb),
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Verification failed' } });
    expect(decodes).not.toHaveBeenCalled();
  });

  it('when an existing account is named with a wrong password, then 401 answers and the image is never decoded', async () => {
    const existing = await createVerifiedCampaign(api);
    const fields = await verifiedCampaignFields(api, { email: existing.email });
    decodes.mockClear();
    const answer = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm(
        { ...fields, password: 'Wrong1234', confirmPassword: 'Wrong1234' },
        animation,
        'image/gif',
      ),
    });
    expect(answer).toMatchObject({ status: 401, body: { status: 'fail' } });
    expect(decodes).not.toHaveBeenCalled();
  });
});
