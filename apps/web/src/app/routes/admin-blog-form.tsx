import { useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useBlogPost } from '@/features/admin/blog/api/blog-posts';
import { BlogPostForm } from '@/features/admin/blog/components/blog-post-form';
import { AdminError } from '@/features/admin/components/admin-error';
import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminPageTitle } from '@/features/admin/components/admin-page-title';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

const useBack = () => ({ to: paths.adminBlog.getHref(), label: useT()('admin.blog.backToList') });

export function AdminBlogNewRoute() {
  const t = useT();
  const back = useBack();
  return (
    <AdminPage narrow>
      <Head title={t('admin.newBlogPost')} />
      <AdminPageTitle title={t('admin.newBlogPost')} back={back} />
      <BlogPostForm />
    </AdminPage>
  );
}

export function AdminBlogEditRoute() {
  const { id = '' } = useParams();
  const post = useBlogPost(id);
  const t = useT();
  const back = useBack();
  return (
    <AdminPage narrow>
      <Head title={t('admin.blog.editTitle')} />
      <AdminPageTitle title={t('admin.blog.editTitle')} back={back} />
      {post.isPending && <Loading label={t('admin.blog.loadingPost')} />}
      {post.isError && (
        <AdminError message={errorMessage(post.error, t('admin.blog.postFailed'))} />
      )}
      {post.isSuccess && <BlogPostForm key={id} post={post.data} />}
    </AdminPage>
  );
}
