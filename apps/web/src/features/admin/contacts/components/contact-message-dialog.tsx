import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import styles from '../../components/admin.module.css';
import type { ContactMessage } from '../../types';
import { errorMessage } from '@/lib/api-client';
import { useEraseContactMessage } from '../api/erase-contact-message';
import { ContactEmail } from './contact-email';
import { roleLabel } from '../lib/role-label';

const replyHref = (message: ContactMessage, subject: string) =>
  `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;

/** The whole message, with a mailto reply link, and the erasure a sender may ask for. */
export function ContactMessageDialog({
  message,
  onClose,
}: {
  message: ContactMessage | undefined;
  onClose: () => void;
}) {
  const erase = useEraseContactMessage(onClose);
  const t = useT();
  const { longDate } = useMoney();
  const confirmErase = (messageId: string) => {
    if (window.confirm(t('admin.contact.eraseConfirm'))) erase.mutate(messageId);
  };
  return (
    <Dialog open={message !== undefined} onClose={onClose} title={t('admin.contact.title')} wide>
      {message && (
        <>
          <dl className={styles.facts}>
            <dt>{t('admin.contact.name')}</dt>
            <dd>{message.name}</dd>
            <dt>{t('admin.contacts.role')}</dt>
            <dd>{roleLabel(message.role)}</dd>
            <dt>{t('admin.contact.date')}</dt>
            <dd>
              <time dateTime={message.createdAt}>{longDate(message.createdAt)}</time>
            </dd>
            <dt>{t('admin.contact.email')}</dt>
            <dd>
              <ContactEmail email={message.email} />
            </dd>
          </dl>
          <h3 className={styles.dialogHeading}>{t('admin.contact.message')}</h3>
          <p className={styles.message}>{message.message}</p>
          {erase.isError && (
            <p role="alert">{errorMessage(erase.error, t('admin.contact.eraseFailed'))}</p>
          )}
          <div className={dialogActionsClass}>
            {message.email && (
              <a
                href={replyHref(message, t('admin.contact.replySubject'))}
                className={buttonClass()}
              >
                {t('admin.contact.reply')}
              </a>
            )}
            {message.email && (
              <Button
                variant="secondary"
                onClick={() => confirmErase(message._id)}
                disabled={erase.isPending}
                aria-busy={erase.isPending}
              >
                {t(erase.isPending ? 'admin.contact.erasing' : 'admin.contact.erase')}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              {t('admin.contact.close')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
