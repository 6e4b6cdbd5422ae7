import { Button } from '@/components/ui/button';
import { useMoney } from '@/lib/i18n/use-money';
import styles from '../../components/admin.module.css';
import type { ContactMessage } from '../../types';
import { ContactEmail } from './contact-email';
import { roleLabel } from '../lib/role-label';
import { useT } from '@/lib/i18n/use-t';

type Props = { messages: ContactMessage[]; onView: (message: ContactMessage) => void };

/** The messages as a table, for screens 768 px and wider. */
export function ContactMessagesTable({ messages, onView }: Props) {
  const t = useT();
  const { shortDate } = useMoney();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('admin.contacts.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.details.name')}</th>
            <th scope="col">{t('admin.details.email')}</th>
            <th scope="col">{t('admin.contacts.role')}</th>
            <th scope="col">{t('receipt.date')}</th>
            <th scope="col">{t('admin.contacts.action')}</th>
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
                <time dateTime={message.createdAt}>{shortDate(message.createdAt)}</time>
              </td>
              <td>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onView(message)}
                  aria-label={t('admin.contacts.viewFrom', { name: message.name })}
                >
                  {t('admin.contacts.view')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
