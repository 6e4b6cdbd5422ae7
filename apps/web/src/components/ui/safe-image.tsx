import { useState, type ImgHTMLAttributes } from 'react';
import styles from './safe-image.module.css';

/** Width and height reserve the image's space (with CSS for its box): nothing shifts when it arrives. */
export type SafeImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src?: string;
  width: number;
  height: number;
  /** Text of the grey placeholder shown when the image is missing or broken. */
  placeholder?: string;
  /** Or an image to swap in instead. */
  fallbackSrc?: string;
  /** The same image in compact formats, best first (each a srcset chosen by the same `sizes`), offered before `srcSet`. */
  sources?: { type: string; srcSet: string }[];
};

/** Lazy, sized image; a broken or missing one becomes a placeholder. */
export function SafeImage({
  src,
  placeholder = 'Image',
  fallbackSrc,
  sources = [],
  srcSet,
  alt = '',
  className,
  loading = 'lazy',
  ...rest
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const broken = !src || failedSrc === src;
  if (broken && !fallbackSrc) {
    return (
      <div
        className={`${styles.placeholder} ${className ?? ''}`}
        role="img"
        aria-label={alt || placeholder}
      >
        <span aria-hidden="true">{placeholder}</span>
      </div>
    );
  }
  const image = (
    <img
      {...rest}
      className={className}
      src={broken ? fallbackSrc : src}
      srcSet={broken ? undefined : srcSet}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
  if (broken || sources.length === 0) return image;
  return (
    <picture className={styles.picture}>
      {sources.map(({ type, srcSet: typeSrcSet }) => (
        <source key={type} type={type} srcSet={typeSrcSet} sizes={rest.sizes} />
      ))}
      {image}
    </picture>
  );
}
