import { say } from '@harambee/messages';
import { errorEnvelope } from '@harambee/platform';
import express from 'express';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@harambee/rules';
import { phonePhoto } from '../../../../test/support/phone-photo';
import { reencodeImage } from './images';
import {
  BAD_FORMAT,
  BAD_WIDTH,
  IMAGE_NOT_FOUND,
  IMAGE_UNREADABLE,
  uploadRoutes,
} from './upload-routes';

const BANNER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="#c2410c"/></svg>';
const SECRET = 'not an upload';

let dataDir: string;
let uploadsDir: string;
let server: Server;
let origin: string;

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7c2d12' } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-uploads-'));
  uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir);
  writeFileSync(path.join(uploadsDir, 'a1b2.jpg'), await photo(1600, 900));
  writeFileSync(
    path.join(uploadsDir, 'small.png'),
    await sharp({ create: { width: 400, height: 300, channels: 4, background: '#fff7ed' } })
      .png()
      .toBuffer(),
  );
  writeFileSync(path.join(uploadsDir, 'demo-campaign-1.svg'), BANNER);
  writeFileSync(
    path.join(uploadsDir, 'phone.jpg'),
    await reencodeImage(await phonePhoto(), 'jpeg'),
  );
  writeFileSync(path.join(uploadsDir, 'broken.png'), 'these bytes are no image');
  writeFileSync(path.join(dataDir, 'secret.png'), SECRET);
  const app = express().use('/uploads', uploadRoutes({ uploadsDir, dataDir })).use(errorEnvelope);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fetched = async (route: string) => {
  const response = await fetch(`${origin}${route}`);
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};
const imageAt = async (route: string) => {
  const answer = await fetched(route);
  return {
    ...answer,
    image: answer.status === 200 ? await sharp(answer.bytes).metadata() : undefined,
  };
};
const messageOf = (bytes: Buffer) => JSON.parse(bytes.toString()).message;

/** The path as written, not as a URL parser would tidy it: `..` stays in. */
const rawGet = (rawPath: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    get(`${origin}/`, { path: rawPath }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });

describe('uploaded images in a few widths', () => {
  it('when a width is asked as WebP, then a WebP that wide comes back, cached for a year as immutable', async () => {
    const { status, headers, image } = await imageAt('/uploads/a1b2.jpg?w=640&f=webp');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/webp');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });

  it('when a width is asked as AVIF, then an AVIF that wide comes back, cached for a year as immutable', async () => {
    const { status, headers, image } = await imageAt('/uploads/a1b2.jpg?w=480&f=avif');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/avif');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image).toMatchObject({ format: 'heif', compression: 'av1', width: 480, height: 270 });
  });

  it('when a width is asked without a format, then the image comes back that wide in its own format', async () => {
    const { headers, image } = await imageAt('/uploads/a1b2.jpg?w=320');
    expect(headers.get('content-type')).toBe('image/jpeg');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
  });

  it('when a width between the made ones is asked, then the nearest made width answers', async () => {
    expect((await imageAt('/uploads/a1b2.jpg?w=650&f=webp')).image?.width).toBe(640);
    expect((await imageAt('/uploads/a1b2.jpg?w=700&f=webp')).image?.width).toBe(720);
    expect((await imageAt('/uploads/a1b2.jpg?w=0')).image?.width).toBe(320);
    expect((await imageAt('/uploads/a1b2.jpg?w=99999')).image?.width).toBe(1280);
  });

  it('when a width wider than the stored image is asked, then the image is not enlarged', async () => {
    expect((await imageAt('/uploads/small.png?w=1280&f=webp')).image).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
    });
    expect((await imageAt('/uploads/small.png?w=960')).image).toMatchObject({
      format: 'png',
      width: 400,
    });
  });

  it('when only WebP is asked, then the image keeps its size', async () => {
    expect((await imageAt('/uploads/a1b2.jpg?f=webp')).image).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 900,
    });
  });

  it('when an SVG is asked at a width, then WebP is drawn that wide and its own format is the SVG as stored', async () => {
    expect((await imageAt('/uploads/demo-campaign-1.svg?w=320&f=webp')).image).toMatchObject({
      format: 'webp',
      width: 320,
      height: 180,
    });
    const svg = await fetched('/uploads/demo-campaign-1.svg?w=320');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.bytes.toString()).toBe(BANNER);
  });

  it('when a variant is asked again, then it comes from the disk cache with the same bytes', async () => {
    const first = await fetched('/uploads/a1b2.jpg?w=960&f=webp');
    expect(readdirSync(path.join(dataDir, 'image-variants'))).toContainEqual(
      expect.stringMatching(/^a1b2\.jpg\.\d+\.960\.q\d+\.webp$/),
    );
    expect((await fetched('/uploads/a1b2.jpg?w=960&f=webp')).bytes.equals(first.bytes)).toBe(true);
  });

  it('when the same new variant is asked many times at once, then every answer is the same image', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fetched('/uploads/small.png?w=320&f=webp')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    for (const answer of answers) expect(answer.bytes.equals(answers[0]!.bytes)).toBe(true);
  });

  it('when a stored file is written again, then its variants are made again from it', async () => {
    const file = path.join(uploadsDir, 'rewritten.jpg');
    writeFileSync(file, await photo(800, 800));
    utimesSync(file, new Date('2026-01-01'), new Date('2026-01-01'));
    expect((await imageAt('/uploads/rewritten.jpg?w=640')).image).toMatchObject({
      width: 640,
      height: 640,
    });
    writeFileSync(file, await photo(1280, 640));
    utimesSync(file, new Date('2026-01-02'), new Date('2026-01-02'));
    expect((await imageAt('/uploads/rewritten.jpg?w=640')).image).toMatchObject({
      width: 640,
      height: 320,
    });
  });

  it.each(
    IMAGE_WIDTHS.flatMap((width) => [`w=${width}&f=avif`, `w=${width}&f=webp`, `w=${width}`]),
  )('when an uploaded phone photo is asked at %s, then it comes back that wide', async (query) => {
    const { status, image } = await imageAt(`/uploads/phone.jpg?${query}`);
    expect(status).toBe(200);
    expect(image?.width).toBe(Number(/w=(\d+)/.exec(query)![1]));
  });

  it("when a phone shows an uploaded phone photo's hero, then each format it may take is well under 50 KB", async () => {
    const sizes = await Promise.all(
      [
        'w=480&f=avif',
        'w=640&f=avif',
        'w=720&f=avif',
        'w=480&f=webp',
        'w=640&f=webp',
        'w=720&f=webp',
      ].map(async (query) => (await fetched(`/uploads/phone.jpg?${query}`)).bytes.length),
    );
    for (const bytes of sizes) expect(bytes).toBeLessThan(45_000);
    expect(readFileSync(path.join(uploadsDir, 'phone.jpg')).length).toBeGreaterThan(200_000);
  });

  it('when no query is given, then the stored file is served as it is', async () => {
    const { status, headers, bytes } = await fetched('/uploads/a1b2.jpg');
    expect(status).toBe(200);
    expect(bytes.equals(readFileSync(path.join(uploadsDir, 'a1b2.jpg')))).toBe(true);
    expect(headers.get('cache-control')).toContain('immutable');
  });
});

describe('bad requests for an image variant', () => {
  it.each([
    ['a word for a width', '?w=wide', BAD_WIDTH],
    ['a negative width', '?w=-320', BAD_WIDTH],
    ['an empty width', '?w=&f=webp', BAD_WIDTH],
    ['two widths', '?w=320&w=640', BAD_WIDTH],
    ['a format not offered', '?w=640&f=heic', BAD_FORMAT],
    ['an empty format', '?f=', BAD_FORMAT],
  ])('when %s is asked, then 400 says what is allowed', async (_case, query, message) => {
    const { status, bytes } = await fetched(`/uploads/a1b2.jpg${query}`);
    expect(status).toBe(400);
    expect(messageOf(bytes)).toBe(say('en', message));
  });

  it('when the image does not exist, then 404', async () => {
    const { status, bytes } = await fetched('/uploads/missing.png?w=320&f=webp');
    expect(status).toBe(404);
    expect(messageOf(bytes)).toBe(say('en', IMAGE_NOT_FOUND));
  });

  it('when the stored file is not an image, then 422, not 500', async () => {
    const { status, bytes } = await fetched('/uploads/broken.png?w=320&f=webp');
    expect(status).toBe(422);
    expect(messageOf(bytes)).toBe(say('en', IMAGE_UNREADABLE));
  });

  it.each([
    '/uploads/../secret.png?w=320',
    '/uploads/..%2Fsecret.png?w=320&f=webp',
    '/uploads/%2e%2e%2fsecret.png?f=webp',
    '/uploads/sub/../../secret.png?w=320',
    '/uploads/../secret.png',
    '/uploads/..%2Fsecret.png',
  ])('when %s climbs out of the uploads, then it is refused', async (rawPath) => {
    const { status, body } = await rawGet(rawPath);
    expect([400, 403, 404]).toContain(status);
    expect(body).not.toContain(SECRET);
  });
});
