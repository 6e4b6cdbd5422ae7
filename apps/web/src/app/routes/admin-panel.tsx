import { Head } from '@/components/head';
import { AdminHeader, AdminSections } from '@/features/admin/components/admin-header';
import { AdminPage } from '@/features/admin/components/admin-page';
import { CampaignReviewPanel } from '@/features/admin/campaigns/components/campaign-review-panel';
import { ContactMessages } from '@/features/admin/contacts/components/contact-messages';
import { DisputesList } from '@/features/admin/disputes/components/disputes-list';
import { ReconciliationDifferences } from '@/features/admin/disputes/components/reconciliation-differences';
import { UndeliveredMail } from '@/features/admin/mail/components/undelivered-mail';
import { WithdrawalsAdmin } from '@/features/admin/withdrawals/components/withdrawals-admin';
import { useT } from '@/lib/i18n/use-t';

export function AdminPanelRoute() {
  const t = useT();
  return (
    <AdminPage>
      <Head title={t('admin.title')} />
      <AdminHeader lead={t('admin.lead')} />
      <AdminSections current="campaigns" />
      <CampaignReviewPanel />
    </AdminPage>
  );
}

export function AdminContactsRoute() {
  const t = useT();
  return (
    <AdminPage>
      <Head title={t('admin.contactMessages')} />
      <AdminHeader lead={t('admin.lead')} />
      <AdminSections current="contacts" />
      <section aria-labelledby="contact-messages-heading">
        <h2 id="contact-messages-heading" className="visually-hidden">
          {t('admin.contacts.heading')}
        </h2>
        <ContactMessages />
      </section>
    </AdminPage>
  );
}

export function AdminMailRoute() {
  const t = useT();
  return (
    <AdminPage>
      <Head title={t('admin.section.mail')} />
      <AdminHeader lead={t('admin.lead')} />
      <AdminSections current="mail" />
      <section aria-labelledby="undelivered-mail-heading">
        <h2 id="undelivered-mail-heading" className="visually-hidden">
          {t('admin.mail.heading')}
        </h2>
        <UndeliveredMail />
      </section>
    </AdminPage>
  );
}

export function AdminWithdrawalsRoute() {
  const t = useT();
  return (
    <AdminPage>
      <Head title={t('admin.section.withdrawals')} />
      <AdminHeader lead={t('admin.lead')} />
      <AdminSections current="withdrawals" />
      <section aria-labelledby="withdrawals-heading">
        <h2 id="withdrawals-heading" className="visually-hidden">
          {t('admin.section.withdrawals')}
        </h2>
        <WithdrawalsAdmin />
      </section>
    </AdminPage>
  );
}

export function AdminDisputesRoute() {
  const t = useT();
  return (
    <AdminPage>
      <Head title={t('admin.section.disputes')} />
      <AdminHeader lead={t('admin.lead')} />
      <AdminSections current="disputes" />
      <section aria-labelledby="disputes-heading">
        <h2 id="disputes-heading">{t('admin.section.disputes')}</h2>
        <DisputesList />
      </section>
      <section aria-labelledby="differences-heading">
        <h2 id="differences-heading">{t('admin.disputes.differences')}</h2>
        <ReconciliationDifferences />
      </section>
    </AdminPage>
  );
}
