import { hasVariants, uploadSrcset } from '@harambee/rules';
import { SafeImage, type SafeImageProps } from './safe-image';

type ResponsiveImageProps = Omit<SafeImageProps, 'srcSet' | 'webpSrcSet' | 'fetchPriority'> & {
  /** How wide the image shows, for the browser to pick a width: e.g. '(min-width: 1024px) 380px, 100vw'. */
  sizes: string;
  /** The page's main image: fetched at once and first. Others load when they near the screen unless `loading` says. */
  priority?: boolean;
};

/**
 * An uploaded image in the width the screen needs, as WebP where the browser takes it, else in its own format;
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
      srcSet={variants ? uploadSrcset(src, false) : undefined}
      webpSrcSet={variants ? uploadSrcset(src, true) : undefined}
      sizes={variants ? sizes : undefined}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
