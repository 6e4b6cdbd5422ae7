/** The widths the server makes of an uploaded image (IMAGE_WIDTHS in services/command-api/src/core/image-variants.ts). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** Only an image named as the server stores them (STORED_IMAGE there) comes in widths; any other address is used as it is. */
export const hasVariants = (src: string) => /^\/uploads\/[\w-]{1,128}\.(jpe?g|png|gif|webp|svg)$/i.test(src);

/** Every width of an uploaded image as a srcset, as WebP or in its own format. */
export const uploadSrcset = (src: string, webp: boolean) =>
  IMAGE_WIDTHS.map((width) => `${src}?w=${width}${webp ? '&f=webp' : ''} ${width}w`).join(', ');
