import { Head } from '@/components/head';
import { AdminHeader, AdminSections } from '@/features/admin/components/admin-header';
import { AdminPage } from '@/features/admin/components/admin-page';
import { CampaignReviewPanel } from '@/features/admin/campaigns/components/campaign-review-panel';
import { ContactMessages } from '@/features/admin/contacts/components/contact-messages';

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
