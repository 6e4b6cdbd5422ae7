import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import type { ContactMessage } from '../../types';
import { CONTACTS_FAILED, useContactMessages } from '../api/get-contact-messages';
import { ContactMessageDialog } from './contact-message-dialog';
import { roleLabel } from './role-label';

export function ContactMessagesTable() {
  const messages = useContactMessages();
  const [open, setOpen] = useState<ContactMessage>();

  if (messages.isPending) return <Loading label="Loading contact messages…" />;
  if (messages.isError && !messages.data) return <AdminError message={errorMessage(messages.error, CONTACTS_FAILED)} />;
  if (messages.data.length === 0) return <p className={styles.centered}>No contact messages</p>;
  return (
    <>
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
            {messages.data.map((message) => (
              <tr key={message._id}>
                <td>{message.name}</td>
                <td>
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                </td>
                <td>{roleLabel(message.role)}</td>
                <td className={styles.nowrap}>
                  <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
                </td>
                <td>
                  <Button size="small" variant="secondary" onClick={() => setOpen(message)} aria-label={`View message from ${message.name}`}>
                    View
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ContactMessageDialog message={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
