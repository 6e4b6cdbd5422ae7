import { useState, type ImgHTMLAttributes } from 'react';
import styles from './safe-image.module.css';

/** One source per image (no srcset), so no `sizes` either: width and height reserve the space, no layout shift. */
type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'sizes' | 'srcSet'> & {
  src?: string;
  width: number;
  height: number;
  /** Text of the grey placeholder shown when the image is missing or broken. */
  placeholder?: string;
  /** Or an image to swap in instead. */
  fallbackSrc?: string;
};

/** Lazy, sized image; a broken or missing one becomes a placeholder. */
export function SafeImage({ src, placeholder = 'Image', fallbackSrc, alt = '', className, loading = 'lazy', ...rest }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const broken = !src || failedSrc === src;
  if (broken && !fallbackSrc) {
    return (
      <div className={`${styles.placeholder} ${className ?? ''}`} role="img" aria-label={alt || placeholder}>
        <span aria-hidden="true">{placeholder}</span>
      </div>
    );
  }
  return (
    <img
      {...rest}
      className={className}
      src={broken ? fallbackSrc : src}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
