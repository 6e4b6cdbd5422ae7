import { hasVariants, uploadSrcset, VARIANT_FORMATS } from '@harambee/rules';
import { SafeImage, type SafeImageProps } from './safe-image';

type ResponsiveImageProps = Omit<SafeImageProps, 'srcSet' | 'sources' | 'fetchPriority'> & {
  /** How wide the image shows, for the browser to pick a width: e.g. '(min-width: 1024px) 380px, calc(100vw - 32px)'. */
  sizes: string;
  /** The page's main image: fetched at once and first. Others load when they near the screen unless `loading` says. */
  priority?: boolean;
};

/**
 * An uploaded image in the width the screen needs, as AVIF or WebP where the browser takes it, else in its own format;
 * sized so nothing shifts; a broken one becomes a placeholder.
 */
export function ResponsiveImage({
  src,
  sizes,
  priority = false,
  loading = 'lazy',
  ...rest
}: ResponsiveImageProps) {
  const variants = src !== undefined && hasVariants(src);
  return (
    <SafeImage
      {...rest}
      src={src}
      srcSet={variants ? uploadSrcset(src) : undefined}
      sources={
        variants
          ? VARIANT_FORMATS.map((format) => ({
              type: `image/${format}`,
              srcSet: uploadSrcset(src, format),
            }))
          : undefined
      }
      sizes={variants ? sizes : undefined}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
