import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/feedback';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { useHydrated } from '@/hooks/use-hydrated';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import {
  contactMessageSchema,
  contactRoles,
  useSendContactMessage,
  type ContactMessageInput,
} from '../api/send-contact-message';

const emptyMessage: ContactMessageInput = {
  name: '',
  email: '',
  role: '' as ContactMessageInput['role'],
  message: '',
};

/** Idle, sending, then a success popup or an error. */
export function ContactForm() {
  const [values, setValues] = useState(emptyMessage);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();
  const t = useT();
  // Sent by the browser itself before the app runs, the form would put the message in the page's address.
  const live = useHydrated();
  const set = (patch: Partial<ContactMessageInput>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      parsed.error.issues.forEach((issue) => (found[String(issue.path[0])] ??= t(issue.message)));
      setErrors(found);
      const first = ['name', 'email', 'role', 'message'].find((field) => found[field]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setValues(emptyMessage);
        setSent(true);
      },
    });
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t('contact.label')}>
        {send.isError && (
          <Alert tone="error">{errorMessage(send.error, t('contact.failed'))}</Alert>
        )}
        <Field id="contact-name" label={t('contact.name')} error={errors.name} required>
          <input
            {...fieldAria('contact-name', errors.name)}
            className={controlClass}
            autoComplete="name"
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </Field>
        <Field id="contact-email" label={t('contact.email')} error={errors.email} required>
          <input
            {...fieldAria('contact-email', errors.email)}
            type="email"
            className={controlClass}
            autoComplete="email"
            value={values.email}
            onChange={(event) => set({ email: event.target.value })}
          />
        </Field>
        <Field id="contact-role" label={t('contact.role')} error={errors.role} required>
          <select
            {...fieldAria('contact-role', errors.role)}
            className={controlClass}
            value={values.role}
            onChange={(event) => set({ role: event.target.value as ContactMessageInput['role'] })}
          >
            <option value="">{t('contact.selectRole')}</option>
            {contactRoles.map((role) => (
              <option key={role} value={role}>
                {t(`contact.role.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="contact-message" label={t('contact.message')} error={errors.message} required>
          <textarea
            {...fieldAria('contact-message', errors.message)}
            className={controlClass}
            rows={6}
            value={values.message}
            onChange={(event) => set({ message: event.target.value })}
          />
        </Field>
        <Button type="submit" size="large" block disabled={!live || send.isPending}>
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </Button>
      </form>
      <Dialog open={sent} onClose={() => setSent(false)} title={t('contact.sentTitle')}>
        <p>{t('contact.sentText')}</p>
        <div className={dialogActionsClass}>
          <Button onClick={() => setSent(false)}>{t('contact.close')}</Button>
        </div>
      </Dialog>
    </>
  );
}
