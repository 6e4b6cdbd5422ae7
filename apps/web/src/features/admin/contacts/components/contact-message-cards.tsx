import { Button } from '@/components/ui/button';
import { useMoney } from '@/lib/i18n/use-money';
import styles from '../../components/admin.module.css';
import type { ContactMessage } from '../../types';
import { ContactEmail } from './contact-email';
import { roleLabel } from '../lib/role-label';
import { useT } from '@/lib/i18n/use-t';

type Props = { messages: ContactMessage[]; onView: (message: ContactMessage) => void };

/** The messages as stacked cards on phones, so every View button is on screen without scrolling sideways. */
export function ContactMessageCards({ messages, onView }: Props) {
  const t = useT();
  const { shortDate } = useMoney();
  return (
    <ul className={styles.stack} aria-label={t('admin.contacts.list')}>
      {messages.map((message) => (
        <li key={message._id}>
          <article
            className={styles.card}
            aria-label={t('admin.contacts.from', { name: message.name })}
          >
            <h3 className={styles.cardTitle}>{message.name}</h3>
            <dl className={styles.facts}>
              <dt>{t('admin.details.email')}</dt>
              <dd>
                <ContactEmail email={message.email} />
              </dd>
              <dt>{t('admin.contacts.role')}</dt>
              <dd>{roleLabel(message.role)}</dd>
              <dt>{t('receipt.date')}</dt>
              <dd>
                <time dateTime={message.createdAt}>{shortDate(message.createdAt)}</time>
              </dd>
            </dl>
            <div className={styles.actions}>
              <Button
                size="small"
                variant="secondary"
                onClick={() => onView(message)}
                aria-label={t('admin.contacts.viewFrom', { name: message.name })}
              >
                {t('admin.contacts.view')}
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
