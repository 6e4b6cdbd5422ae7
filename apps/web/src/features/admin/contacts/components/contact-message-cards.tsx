import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import styles from '../../components/admin.module.css';
import type { ContactMessage } from '../../types';
import { ContactEmail } from './contact-email';
import { roleLabel } from '../lib/role-label';

type Props = { messages: ContactMessage[]; onView: (message: ContactMessage) => void };

/** The messages as stacked cards on phones, so every View button is on screen without scrolling sideways. */
export function ContactMessageCards({ messages, onView }: Props) {
  return (
    <ul className={styles.stack} aria-label="Contact messages, newest first">
      {messages.map((message) => (
        <li key={message._id}>
          <article className={styles.card} aria-label={`Message from ${message.name}`}>
            <h3 className={styles.cardTitle}>{message.name}</h3>
            <dl className={styles.facts}>
              <dt>Email</dt>
              <dd>
                <ContactEmail email={message.email} />
              </dd>
              <dt>Role</dt>
              <dd>{roleLabel(message.role)}</dd>
              <dt>Date</dt>
              <dd>
                <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
              </dd>
            </dl>
            <div className={styles.actions}>
              <Button
                size="small"
                variant="secondary"
                onClick={() => onView(message)}
                aria-label={`View message from ${message.name}`}
              >
                View
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
