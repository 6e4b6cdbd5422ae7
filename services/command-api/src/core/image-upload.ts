import { InvalidInputError } from '@harambee/platform';
import multer from 'multer';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

const signatures: Record<ImageKind, (bytes: Buffer) => boolean> = {
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  gif: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The image's real kind read from its first bytes; the declared content type is not trusted. */
export const imageKindOf = (bytes: Buffer): ImageKind | undefined =>
  (Object.keys(signatures) as ImageKind[]).find((kind) => signatures[kind](bytes));

/** Multipart parsing in memory, one image at most, text fields bounded. */
export const multipartImage = (field = 'image') =>
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 30, fieldSize: 200_000, parts: 40 },
  }).single(field);

export type ImageRules = { allowed: readonly ImageKind[]; invalidMessage: string };

export const storeImage = async (
  uploadsDir: string,
  file: Express.Multer.File,
  rules: ImageRules,
): Promise<string> => {
  const kind = imageKindOf(file.buffer);
  if (!kind || !rules.allowed.includes(kind)) throw new InvalidInputError(rules.invalidMessage);
  const name = `${randomBytes(16).toString('hex')}.${kind === 'jpeg' ? 'jpg' : kind}`;
  await mkdir(uploadsDir, { recursive: true });
  await writeFile(path.join(uploadsDir, name), file.buffer);
  return name;
};
