import type { Words } from '@harambee/messages';
import { InvalidInputError } from '@harambee/platform';
import {
  variantQuality,
  IMAGE_MAX_ANIMATION_PIXELS,
  IMAGE_MAX_PIXELS,
  IMAGE_WORK_SECONDS,
} from '@harambee/rules';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_JOBS, jobQueue } from './image-queue';

export const IMAGE_TOO_LARGE: Words = {
  key: 'api.image.tooLarge',
  values: {
    pixels: IMAGE_MAX_PIXELS / 1_000_000,
    animationPixels: IMAGE_MAX_ANIMATION_PIXELS / 1_000_000,
  },
};
export const IMAGE_TOO_SLOW: Words = { key: 'api.image.tooSlow' };

/** The longest side a stored image keeps; larger uploads are scaled down, smaller ones are never enlarged. */
export const IMAGE_MAX_SIDE = 2000;

export type EncodedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

// One libvips thread per image: how many images are worked on at once is the queue's to say.
sharp.concurrency(1);
const imageWork = jobQueue(IMAGE_JOBS);

/** Bytes or a file decoded (an animation's first frame unless `animated`), turned upright by its EXIF orientation. */
const decoded = (input: Buffer | string, animated: boolean) =>
  sharp(input, {
    animated,
    limitInputPixels: animated ? IMAGE_MAX_ANIMATION_PIXELS : IMAGE_MAX_PIXELS,
    failOn: 'error',
  }).rotate();

const mayAnimate = (format: string) => format === 'gif' || format === 'webp';

/** The pipeline's output, made in its turn and stopped after `seconds`: a 400 saying so, not a busy server. */
export const withinTime = (pipeline: Sharp, seconds = IMAGE_WORK_SECONDS): Promise<Buffer> =>
  imageWork(() =>
    pipeline
      .timeout({ seconds })
      .toBuffer()
      .catch((error: Error) => {
        throw error.message.startsWith('timeout') ? new InvalidInputError(IMAGE_TOO_SLOW) : error;
      }),
  );

/**
 * Refuses, from the header alone and before any pixel is decoded, an image that would unpack into more pixels
 * than one frame may hold, or an animation whose frames together hold more than the limit.
 */
const assertModestSize = async (bytes: Buffer) => {
  const { width = 0, height = 0, pages = 1 } = await sharp(bytes).metadata();
  const pixels = width * height;
  if (pixels > IMAGE_MAX_PIXELS || pixels * pages > IMAGE_MAX_ANIMATION_PIXELS)
    throw new InvalidInputError(IMAGE_TOO_LARGE);
};

/**
 * The image decoded and written again in its own format: an animation as its first frame, turned upright by its
 * EXIF orientation, then stripped of every metadata block (EXIF, GPS, XMP, comments) and fitted within `maxSide` on
 * its longer side. Throws an InvalidInputError when it is too large or too slow, another error when the bytes do
 * not decode as an image. A smaller `maxSide` makes a thumbnail.
 */
export const reencodeImage = async (
  bytes: Buffer,
  format: EncodedFormat,
  maxSide = IMAGE_MAX_SIDE,
): Promise<Buffer> => {
  await assertModestSize(bytes);
  return withinTime(
    decoded(bytes, false)
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .toFormat(format),
  );
};

/** AVIF at a low effort: a variant is made while its first asker waits. */
const encoding = (to: EncodedFormat, width?: number) =>
  to === 'avif' || to === 'webp' || to === 'jpeg'
    ? { quality: variantQuality(to, width), ...(to === 'avif' && { effort: 2 }) }
    : {};

/**
 * A stored image (`file`, in `from`: a raster format or SVG) written as `to`, scaled to `width` when given but
 * never enlarged, at the quality its width takes. Throws when the file does not decode as an image.
 */
export const scaledImage = (
  file: string,
  from: EncodedFormat | 'svg',
  to: EncodedFormat,
  width?: number,
): Promise<Buffer> => {
  const image = decoded(file, mayAnimate(from) && mayAnimate(to));
  return withinTime(
    (width ? image.resize({ width, withoutEnlargement: true }) : image).toFormat(
      to,
      encoding(to, width),
    ),
  );
};
