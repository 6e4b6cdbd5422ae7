import { Head } from '@/components/head';
import { AdminHeader, AdminSections } from '@/features/admin/components/admin-header';
import { AdminPage } from '@/features/admin/components/admin-page';
import { CampaignReviewPanel } from '@/features/admin/campaigns/components/campaign-review-panel';
import { ContactMessages } from '@/features/admin/contacts/components/contact-messages';
import { DisputesList } from '@/features/admin/disputes/components/disputes-list';
import { ReconciliationDifferences } from '@/features/admin/disputes/components/reconciliation-differences';
import { UndeliveredMail } from '@/features/admin/mail/components/undelivered-mail';
import { WithdrawalsAdmin } from '@/features/admin/withdrawals/components/withdrawals-admin';

export function AdminPanelRoute() {
  return (
    <AdminPage>
      <Head title="Admin Dashboard" />
      <AdminHeader lead="Review campaigns, feature the best ones and answer visitors." />
      <AdminSections current="campaigns" />
      <CampaignReviewPanel />
    </AdminPage>
  );
}

export function AdminContactsRoute() {
  return (
    <AdminPage>
      <Head title="Contact Messages" />
      <AdminHeader lead="Review campaigns, feature the best ones and answer visitors." />
      <AdminSections current="contacts" />
      <section aria-labelledby="contact-messages-heading">
        <h2 id="contact-messages-heading" className="visually-hidden">
          Contact messages
        </h2>
        <ContactMessages />
      </section>
    </AdminPage>
  );
}

export function AdminMailRoute() {
  return (
    <AdminPage>
      <Head title="Mail" />
      <AdminHeader lead="Review campaigns, feature the best ones and answer visitors." />
      <AdminSections current="mail" />
      <section aria-labelledby="undelivered-mail-heading">
        <h2 id="undelivered-mail-heading" className="visually-hidden">
          Undelivered mail
        </h2>
        <UndeliveredMail />
      </section>
    </AdminPage>
  );
}

export function AdminWithdrawalsRoute() {
  return (
    <AdminPage>
      <Head title="Withdrawals" />
      <AdminHeader lead="Review campaigns, feature the best ones and answer visitors." />
      <AdminSections current="withdrawals" />
      <section aria-labelledby="withdrawals-heading">
        <h2 id="withdrawals-heading" className="visually-hidden">
          Withdrawals
        </h2>
        <WithdrawalsAdmin />
      </section>
    </AdminPage>
  );
}

export function AdminDisputesRoute() {
  return (
    <AdminPage>
      <Head title="Disputes" />
      <AdminHeader lead="Review campaigns, feature the best ones and answer visitors." />
      <AdminSections current="disputes" />
      <section aria-labelledby="disputes-heading">
        <h2 id="disputes-heading">Disputes</h2>
        <DisputesList />
      </section>
      <section aria-labelledby="differences-heading">
        <h2 id="differences-heading">Reconciliation differences</h2>
        <ReconciliationDifferences />
      </section>
    </AdminPage>
  );
}
