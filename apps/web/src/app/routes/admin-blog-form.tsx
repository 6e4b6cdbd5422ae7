import { useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { POST_FAILED, useBlogPost } from '@/features/admin/blog/api/blog-posts';
import { BlogPostForm } from '@/features/admin/blog/components/blog-post-form';
import { AdminError } from '@/features/admin/components/admin-error';
import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminPageTitle } from '@/features/admin/components/admin-page-title';
import { errorMessage } from '@/lib/api-client';

const back = { to: paths.adminBlog.getHref(), label: 'Back to Blog Posts' };

export function AdminBlogNewRoute() {
  return (
    <AdminPage narrow>
      <Head title="New Blog Post" />
      <AdminPageTitle title="New Blog Post" back={back} />
      <BlogPostForm />
    </AdminPage>
  );
}

export function AdminBlogEditRoute() {
  const { id = '' } = useParams();
  const post = useBlogPost(id);
  return (
    <AdminPage narrow>
      <Head title="Edit Blog Post" />
      <AdminPageTitle title="Edit Blog Post" back={back} />
      {post.isPending && <Loading label="Loading blog post…" />}
      {post.isError && <AdminError message={errorMessage(post.error, POST_FAILED)} />}
      {post.isSuccess && <BlogPostForm key={id} post={post.data} />}
    </AdminPage>
  );
}
