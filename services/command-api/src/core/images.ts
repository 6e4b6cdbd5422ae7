import sharp from 'sharp';

/** The longest side a stored image keeps; larger uploads are scaled down, smaller ones are never enlarged. */
export const IMAGE_MAX_SIDE = 2000;

export type EncodedFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** A 5 MB upload may not unpack into more pixels than a large phone photo (a decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * The image decoded and written again in its own format: turned upright by its EXIF orientation, then
 * stripped of every metadata block (EXIF, GPS, XMP, comments) and fitted within `maxSide` on its longer
 * side. Throws when the bytes do not decode as an image. A smaller `maxSide` makes a thumbnail.
 */
export const reencodeImage = (bytes: Buffer, format: EncodedFormat, maxSide = IMAGE_MAX_SIDE): Promise<Buffer> =>
  sharp(bytes, { animated: format === 'gif' || format === 'webp', limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .toFormat(format)
    .toBuffer();
