import { useT } from '@/lib/i18n/use-t';

/** The sender's address as a mail link; an erased message has none left to show. */
export function ContactEmail({ email }: { email: string }) {
  const t = useT();
  return email ? <a href={`mailto:${email}`}>{email}</a> : <span>{t('admin.contact.erased')}</span>;
}
