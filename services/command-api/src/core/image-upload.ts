import type { Words } from '@harambee/messages';
import { AppError, InvalidInputError } from '@harambee/platform';
import { IMAGE_MAX_BYTES } from '@harambee/rules';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { reencodeImage } from './images';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

const signatures: Record<ImageKind, (bytes: Buffer) => boolean> = {
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  gif: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The image's real kind read from its first bytes; the declared content type is not trusted. */
export const imageKindOf = (bytes: Buffer): ImageKind | undefined =>
  (Object.keys(signatures) as ImageKind[]).find((kind) => signatures[kind](bytes));

const MALFORMED_MULTIPART: Words = { key: 'api.form.malformedMultipart' };

/**
 * Multipart parsing in memory, one image at most, text fields bounded. A body the parser cannot read
 * (no boundary, an unterminated part) is the caller's mistake: 400, while multer's limits keep their own answers.
 */
export const multipartImage = (field = 'image'): RequestHandler => {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 30, fieldSize: 200_000, parts: 40 },
  }).single(field);
  return (req, res, next) =>
    parse(req, res, (error?: unknown) =>
      next(
        error && !(error instanceof multer.MulterError)
          ? new InvalidInputError(MALFORMED_MULTIPART)
          : error,
      ),
    );
};

export type ImageRules = { allowed: readonly ImageKind[]; invalidMessage: Words };

/** An upload whose content is a permitted image, named but not yet written. */
export type AcceptedImage = { fileName: string; bytes: Buffer };

export const IMAGE_UNREADABLE: Words = { key: 'api.image.unreadable' };

/**
 * A permitted image, re-encoded so that what is stored carries no metadata and no more pixels than shown. Costly:
 * call it only once the caller may make the change the image is for.
 */
export const acceptImage = async (
  file: Express.Multer.File,
  rules: ImageRules,
): Promise<AcceptedImage> => {
  const kind = imageKindOf(file.buffer);
  if (!kind || !rules.allowed.includes(kind)) throw new InvalidInputError(rules.invalidMessage);
  const bytes = await reencodeImage(file.buffer, kind).catch((error: unknown) => {
    throw error instanceof AppError ? error : new InvalidInputError(IMAGE_UNREADABLE);
  });
  return {
    fileName: `${randomBytes(16).toString('hex')}.${kind === 'jpeg' ? 'jpg' : kind}`,
    bytes,
  };
};

/**
 * Writes the image, then records the command that names it; a refused command takes its file away again.
 * In that order a recorded event never names a missing file, and a refused request leaves none behind.
 */
export const recordWithImage = async <T>(
  uploadsDir: string,
  image: AcceptedImage | undefined,
  record: () => Promise<T>,
): Promise<T> => {
  if (!image) return record();
  const file = path.join(uploadsDir, image.fileName);
  await mkdir(uploadsDir, { recursive: true });
  await writeFile(file, image.bytes);
  try {
    return await record();
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
};
