import type { ComponentProps } from 'react';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'small' | 'medium' | 'large';
type Look = { variant?: Variant; size?: Size; block?: boolean; className?: string };

/** Class names for anything that should look like a button (links included). */
export function buttonClass({
  variant = 'primary',
  size = 'medium',
  block = false,
  className,
}: Look = {}): string {
  return [
    styles.button,
    styles[variant],
    size !== 'medium' && styles[size],
    block && styles.block,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Every <button> prop, `ref` included. */
export type ButtonProps = ComponentProps<'button'> & Look;

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block, className })} {...props} />
  );
}
