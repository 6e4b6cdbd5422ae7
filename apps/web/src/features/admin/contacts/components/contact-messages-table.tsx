import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import styles from '../../components/admin.module.css';
import type { ContactMessage } from '../../types';
import { ContactEmail } from './contact-email';
import { roleLabel } from '../lib/role-label';

type Props = { messages: ContactMessage[]; onView: (message: ContactMessage) => void };

/** The messages as a table, for screens 768 px and wider. */
export function ContactMessagesTable({ messages, onView }: Props) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Contact messages, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Date</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message._id}>
              <td>{message.name}</td>
              <td>
                <ContactEmail email={message.email} />
              </td>
              <td>{roleLabel(message.role)}</td>
              <td className={styles.nowrap}>
                <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
              </td>
              <td>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onView(message)}
                  aria-label={`View message from ${message.name}`}
                >
                  View
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
