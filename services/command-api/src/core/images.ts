import sharp from 'sharp';

/** The longest side a stored image keeps; larger uploads are scaled down, smaller ones are never enlarged. */
export const IMAGE_MAX_SIDE = 2000;

export type EncodedFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** A 5 MB upload may not unpack into more pixels than a large phone photo (a decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;

/** Bytes or a file decoded, every frame of an animation kept, turned upright by its EXIF orientation. */
const decoded = (input: Buffer | string, animated: boolean) =>
  sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();

const mayAnimate = (format: string) => format === 'gif' || format === 'webp';

/**
 * The image decoded and written again in its own format: turned upright by its EXIF orientation, then
 * stripped of every metadata block (EXIF, GPS, XMP, comments) and fitted within `maxSide` on its longer
 * side. Throws when the bytes do not decode as an image. A smaller `maxSide` makes a thumbnail.
 */
export const reencodeImage = (
  bytes: Buffer,
  format: EncodedFormat,
  maxSide = IMAGE_MAX_SIDE,
): Promise<Buffer> =>
  decoded(bytes, mayAnimate(format))
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .toFormat(format)
    .toBuffer();

/**
 * A stored image (`file`, in `from`: a raster format or SVG) written as `to`, scaled to `width` when given but
 * never enlarged. Throws when the file does not decode as an image.
 */
export const scaledImage = (
  file: string,
  from: EncodedFormat | 'svg',
  to: EncodedFormat,
  width?: number,
): Promise<Buffer> => {
  const image = decoded(file, mayAnimate(from) && mayAnimate(to));
  return (width ? image.resize({ width, withoutEnlargement: true }) : image)
    .toFormat(to)
    .toBuffer();
};
