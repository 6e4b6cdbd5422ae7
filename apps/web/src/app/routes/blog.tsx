import { Head } from '@/components/head';
import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { postsQueryOptions, usePosts } from '@/features/blog/api/get-posts';
import { newestFirst, PostGrid } from '@/features/blog/components/post-card';
import type { PageData } from '../page-data';
import styles from './blog.module.css';

export const pageData: PageData = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(postsQueryOptions()),
};

export function BlogRoute() {
  const posts = usePosts();
  return (
    <div className={`container ${styles.page}`}>
      <Head
        title="Impact Stories"
        description="Stories of African entrepreneurs and the backers who funded them."
      />
      <div className={styles.head}>
        <h1 className={styles.title}>Impact Stories</h1>
        <p>
          How entrepreneurs across Africa are growing their businesses with the support of backers
          worldwide.
        </p>
      </div>
      {posts.isPending && <Loading page label="Loading stories…" />}
      {posts.isError && (
        <ErrorState message="Failed to load blog posts" onRetry={() => void posts.refetch()} />
      )}
      {posts.isSuccess && posts.data.length === 0 && (
        <EmptyState>No stories yet. Check back soon.</EmptyState>
      )}
      {posts.isSuccess && <PostGrid posts={newestFirst(posts.data)} headingLevel={2} />}
    </div>
  );
}
