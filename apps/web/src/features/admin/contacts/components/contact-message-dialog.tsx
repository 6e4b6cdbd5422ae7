import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import styles from '../../components/admin.module.css';
import type { ContactMessage } from '../../types';
import { errorMessage } from '@/lib/api-client';
import { useEraseContactMessage } from '../api/erase-contact-message';
import { ContactEmail } from './contact-email';
import { roleLabel } from '../lib/role-label';

const replyHref = (message: ContactMessage) =>
  `mailto:${message.email}?subject=${encodeURIComponent('Re: your message to Harambee')}`;

/** The whole message, with a mailto reply link, and the erasure a sender may ask for. */
export function ContactMessageDialog({
  message,
  onClose,
}: {
  message: ContactMessage | undefined;
  onClose: () => void;
}) {
  const erase = useEraseContactMessage(onClose);
  const confirmErase = (messageId: string) => {
    if (
      window.confirm(
        "Erase this sender's name, email and message for good? The erasure cannot be undone.",
      )
    )
      erase.mutate(messageId);
  };
  return (
    <Dialog open={message !== undefined} onClose={onClose} title="Contact Message" wide>
      {message && (
        <>
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{message.name}</dd>
            <dt>Role</dt>
            <dd>{roleLabel(message.role)}</dd>
            <dt>Date</dt>
            <dd>
              <time dateTime={message.createdAt}>{formatDate(message.createdAt, 'long')}</time>
            </dd>
            <dt>Email</dt>
            <dd>
              <ContactEmail email={message.email} />
            </dd>
          </dl>
          <h3 className={styles.dialogHeading}>Message</h3>
          <p className={styles.message}>{message.message}</p>
          {erase.isError && (
            <p role="alert">
              {errorMessage(erase.error, 'Could not erase the message. Please try again.')}
            </p>
          )}
          <div className={dialogActionsClass}>
            {message.email && (
              <a href={replyHref(message)} className={buttonClass()}>
                Reply by Email
              </a>
            )}
            {message.email && (
              <Button
                variant="secondary"
                onClick={() => confirmErase(message._id)}
                disabled={erase.isPending}
                aria-busy={erase.isPending}
              >
                {erase.isPending ? 'Erasing…' : 'Erase personal data'}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
