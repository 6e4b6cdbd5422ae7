/** The widths an uploaded image is served in; a width in between gets the nearest. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const nearestWidth = (asked: number): ImageWidth =>
  IMAGE_WIDTHS.reduce<ImageWidth>(
    (best, width) => (Math.abs(width - asked) < Math.abs(best - asked) ? width : best),
    IMAGE_WIDTHS[0],
  );

/** The names uploads and the demo seed give stored images: one file, no folder. Only these come in widths. */
export const STORED_IMAGE = /^[\w-]{1,128}\.(jpe?g|png|gif|webp|svg)$/i;

const UPLOADS = '/uploads/';

/** An address of a stored image, which the server offers in widths; any other address is used as it is. */
export const hasVariants = (src: string) =>
  src.startsWith(UPLOADS) && STORED_IMAGE.test(src.slice(UPLOADS.length));

/** Every width of an uploaded image as a srcset, as WebP or in its own format. */
export const uploadSrcset = (src: string, webp: boolean) =>
  IMAGE_WIDTHS.map((width) => `${src}?w=${width}${webp ? '&f=webp' : ''} ${width}w`).join(', ');
