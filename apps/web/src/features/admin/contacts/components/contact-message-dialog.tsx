import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import styles from '../../components/admin.module.css';
import type { ContactMessage } from '../../types';
import { roleLabel } from './role-label';

const replyHref = (message: ContactMessage) =>
  `mailto:${message.email}?subject=${encodeURIComponent('Re: your message to Harambee')}`;

/** The whole message, with a mailto reply link. */
export function ContactMessageDialog({ message, onClose }: { message: ContactMessage | undefined; onClose: () => void }) {
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
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </dd>
          </dl>
          <h3 className={styles.dialogHeading}>
            Message
          </h3>
          <p className={styles.message}>{message.message}</p>
          <div className={dialogActionsClass}>
            <a href={replyHref(message)} className={buttonClass()}>
              Reply by Email
            </a>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
