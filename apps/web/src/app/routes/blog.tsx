import { useIntl } from 'react-intl';
import { Head } from '@/components/head';
import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { postsQueryOptions, usePosts } from '@/features/blog/api/get-posts';
import { newestFirst, PostGrid } from '@/features/blog/components/post-card';
import type { PageData } from '../page-data';
import styles from './blog.module.css';

export const pageData: PageData = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(postsQueryOptions()),
  islands: true,
};

export function BlogRoute() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const posts = usePosts();
  return (
    <div className={`container ${styles.page}`}>
      <Head title={text('blog.title')} description={text('blog.description')} />
      <div className={styles.head}>
        <h1 className={styles.title}>{text('blog.title')}</h1>
        <p>{text('blog.lead')}</p>
      </div>
      {posts.isPending && <Loading page label={text('blog.loading')} />}
      {posts.isError && (
        <ErrorState message={text('blog.loadFailed')} onRetry={() => void posts.refetch()} />
      )}
      {posts.isSuccess && posts.data.length === 0 && <EmptyState>{text('blog.empty')}</EmptyState>}
      {posts.isSuccess && <PostGrid posts={newestFirst(posts.data)} headingLevel={2} />}
    </div>
  );
}
