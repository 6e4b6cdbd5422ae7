import { useState } from 'react';
import { Loading } from '@/components/ui/feedback';
import { useIsMobile } from '@/hooks/use-media-query';
import { errorMessage } from '@/lib/api-client';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import type { ContactMessage } from '../../types';
import { useContactMessages } from '../api/get-contact-messages';
import { ContactMessageCards } from './contact-message-cards';
import { ContactMessageDialog } from './contact-message-dialog';
import { ContactMessagesTable } from './contact-messages-table';
import { useT } from '@/lib/i18n/use-t';

/** The contacts tab: a table on wide screens, cards on phones; View opens the whole message. */
export function ContactMessages() {
  const messages = useContactMessages();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState<ContactMessage>();
  const t = useT();

  if (messages.isPending) return <Loading label={t('admin.contacts.loading')} />;
  if (messages.isError && !messages.data)
    return <AdminError message={errorMessage(messages.error, t('admin.contacts.loadFailed'))} />;
  if (messages.data.length === 0)
    return <p className={styles.centered}>{t('admin.contacts.none')}</p>;
  const List = isMobile ? ContactMessageCards : ContactMessagesTable;
  return (
    <>
      <List messages={messages.data} onView={setOpen} />
      <ContactMessageDialog message={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
