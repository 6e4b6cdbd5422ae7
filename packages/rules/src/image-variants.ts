/**
 * The widths an uploaded image is served in; a width in between gets the nearest. 480, 640 and 720 are a phone's: 720
 * is a 360-pixel phone at two device pixels to the CSS pixel, the commonest entry-level screen, which would otherwise
 * take the 960.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 720, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const nearestWidth = (asked: number): ImageWidth =>
  IMAGE_WIDTHS.reduce<ImageWidth>(
    (best, width) => (Math.abs(width - asked) < Math.abs(best - asked) ? width : best),
    IMAGE_WIDTHS[0],
  );

/** The compact formats a stored image is also offered in, best first: a browser takes the first it knows. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The widest image still drawn on a phone, where 2–3 device pixels to the CSS pixel hide coarser encoding. */
export const PHONE_IMAGE_WIDTH = 720;

const QUALITY = {
  phone: { avif: 40, webp: 55, jpeg: 65 },
  wider: { avif: 50, webp: 70, jpeg: 78 },
} as const;

/** The encoder's quality (1–100) for a variant: phone widths lower, so a phone's hero stays well under 50 KB. */
export const variantQuality = (format: VariantFormat | 'jpeg', width?: number) =>
  QUALITY[width !== undefined && width <= PHONE_IMAGE_WIDTH ? 'phone' : 'wider'][format];

/** The names uploads and the demo seed give stored images: one file, no folder. Only these come in widths. */
export const STORED_IMAGE = /^[\w-]{1,128}\.(jpe?g|png|gif|webp|svg)$/i;

const UPLOADS = '/uploads/';

/** An address of a stored image, which the server offers in widths; any other address is used as it is. */
export const hasVariants = (src: string) =>
  src.startsWith(UPLOADS) && STORED_IMAGE.test(src.slice(UPLOADS.length));

/** Every width of an uploaded image as a srcset, in `format` or, left out, in its own format. */
export const uploadSrcset = (src: string, format?: VariantFormat) =>
  IMAGE_WIDTHS.map((width) => `${src}?w=${width}${format ? `&f=${format}` : ''} ${width}w`).join(
    ', ',
  );
