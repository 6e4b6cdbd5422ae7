import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { Field, fieldAria } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { saveSession } from '@/lib/auth-session';
import { useRuleMessage } from '@/lib/i18n/rule-messages';
import { useT } from '@/lib/i18n/use-t';
import { useResetPassword } from '../api/reset-password';
import { AUTH_MESSAGES, resetPasswordSchema, type ResetPasswordInput } from '../schemas';
import styles from '@/components/layouts/auth.module.css';
import { PasswordInput } from '@/components/ui/password-input';

const fieldIds = { password: 'reset-password', confirmPassword: 'reset-confirm' } as const;

/** New password twice; on success the user is signed in and sent on from the login page. */
export function ResetPasswordForm({
  token,
  onLinkInvalid,
}: {
  token: string;
  onLinkInvalid: () => void;
}) {
  const [values, setValues] = useState<ResetPasswordInput>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ResetPasswordInput, string>>>({});
  const reset = useResetPassword();
  const navigate = useNavigate();
  const t = useT();
  const shown = useRuleMessage().errors(errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      parsed.error.issues.forEach(
        (issue) => (found[issue.path[0] as keyof ResetPasswordInput] ??= issue.message),
      );
      setErrors(found);
      document
        .getElementById(found.password ? fieldIds.password : fieldIds.confirmPassword)
        ?.focus();
      return;
    }
    setErrors({});
    reset.mutate(
      { token, password: parsed.data.password },
      {
        onSuccess: ({ user, token: sessionToken }) => {
          saveSession({ token: sessionToken, user, remember: true });
          toast.success(t('auth.reset.done'));
          navigate(paths.login.getHref(), { replace: true });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.messageKey === AUTH_MESSAGES.resetInvalid)
            onLinkInvalid();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.reset.title')}>
      {reset.isError && (
        <Alert tone="error" className={styles.notice}>
          {errorMessage(reset.error, t('auth.failed'))}
        </Alert>
      )}
      <Field
        id={fieldIds.password}
        label={t('auth.reset.password')}
        error={shown.password}
        hint={t('auth.reset.passwordHint')}
      >
        <PasswordInput
          {...fieldAria(fieldIds.password, shown.password, true)}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
      </Field>
      <Field
        id={fieldIds.confirmPassword}
        label={t('auth.reset.confirm')}
        error={shown.confirmPassword}
      >
        <PasswordInput
          {...fieldAria(fieldIds.confirmPassword, shown.confirmPassword)}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => setValues({ ...values, confirmPassword: event.target.value })}
        />
      </Field>
      <Button type="submit" size="large" block disabled={reset.isPending}>
        {t(reset.isPending ? 'auth.reset.resetting' : 'auth.reset.submit')}
      </Button>
    </form>
  );
}
