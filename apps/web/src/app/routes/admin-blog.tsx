import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BlogAdminList } from '@/features/admin/blog/components/blog-admin-list';
import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminPageTitle } from '@/features/admin/components/admin-page-title';

export function AdminBlogRoute() {
  return (
    <AdminPage narrow>
      <Head title="Blog Posts" />
      <AdminPageTitle
        title="Blog Posts"
        back={{ to: paths.admin.getHref(), label: 'Back to Dashboard' }}
        action={
          <Link to={paths.adminBlogNew.getHref()} className={buttonClass()}>
            New Blog Post
          </Link>
        }
      />
      <BlogAdminList />
    </AdminPage>
  );
}
