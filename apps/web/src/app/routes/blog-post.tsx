import { Link, useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { postQueryOptions, usePost } from '@/features/blog/api/get-post';
import { PostArticle } from '@/features/blog/components/post-article';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import type { PageData } from '../page-data';

export const pageData: PageData = {
  prefetch: ({ queryClient, params }) =>
    queryClient.prefetchQuery(postQueryOptions(params.id ?? '')),
  islands: true,
};

export function BlogPostRoute() {
  const { id = '' } = useParams();
  const post = usePost(id);
  const t = useT();
  if (post.isPending) return <Loading page label={t('blog.loadingStory')} />;
  if (post.isError) {
    if (post.error instanceof ApiError && post.error.status === 404) {
      return (
        <EmptyState>
          <Head title={t('blog.notFound')} />
          <h1>{t('blog.notFound')}</h1>
          <Link to={paths.blog.getHref()}>{t('blog.backToStories')}</Link>
        </EmptyState>
      );
    }
    return <ErrorState message={t('blog.postFailed')} onRetry={() => void post.refetch()} />;
  }
  return (
    <div className="container">
      <Head title={post.data.title} />
      <PostArticle post={post.data} />
    </div>
  );
}
