import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BlogAdminList } from '@/features/admin/blog/components/blog-admin-list';
import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminPageTitle } from '@/features/admin/components/admin-page-title';
import { useT } from '@/lib/i18n/use-t';

export function AdminBlogRoute() {
  const t = useT();
  return (
    <AdminPage narrow>
      <Head title={t('admin.blogPosts')} />
      <AdminPageTitle
        title={t('admin.blogPosts')}
        back={{ to: paths.admin.getHref(), label: t('admin.details.back') }}
        action={
          <Link to={paths.adminBlogNew.getHref()} className={buttonClass()}>
            {t('admin.newBlogPost')}
          </Link>
        }
      />
      <BlogAdminList />
    </AdminPage>
  );
}
