import { Link } from 'react-router-dom';
import { buttonClass } from './button';
import styles from './floating-action.module.css';

/** A call to action that floats at the bottom right once `visible`. */
export function FloatingAction({
  to,
  label,
  visible,
}: {
  to: string;
  label: string;
  visible: boolean;
}) {
  if (!visible) return null;
  return (
    <Link to={to} className={buttonClass({ size: 'large', className: styles.floating })}>
      {label}
    </Link>
  );
}
