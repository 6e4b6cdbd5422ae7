import { useState, type InputHTMLAttributes } from 'react';
import { controlClass } from '@/components/ui/field';
import { useT } from '@/lib/i18n/use-t';
import styles from './password-input.module.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>;

/** A password field with a Show / Hide toggle. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <div className={styles.password}>
      <input {...props} type={visible ? 'text' : 'password'} className={controlClass} />
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setVisible((shown) => !shown)}
        aria-label={t(visible ? 'password.hideLabel' : 'password.showLabel')}
        aria-pressed={visible}
        aria-controls={props.id}
      >
        {t(visible ? 'password.hide' : 'password.show')}
      </button>
    </div>
  );
}
