import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { usePosts } from '../api/get-posts';
import styles from './blog.module.css';
import { newestFirst, PostGrid } from './post-card';

export const HOME_POST_COUNT = 3;

/** The latest three posts on the home page; hidden while loading and when there are none. */
export function FeaturedStories({
  className,
  titleClassName,
}: {
  className?: string;
  titleClassName?: string;
}) {
  const posts = usePosts();
  const intl = useIntl();
  if (posts.isPending || (posts.isSuccess && posts.data.length === 0)) return null;
  return (
    <section id="featured-stories" className={className} aria-labelledby="featured-stories-title">
      <div className="container">
        <h2 id="featured-stories-title" className={titleClassName}>
          {intl.formatMessage({ id: 'footer.featured' })}
        </h2>
        {posts.isError ? (
          <ErrorState
            message={intl.formatMessage({ id: 'blog.loadFailed' })}
            onRetry={() => void posts.refetch()}
          />
        ) : (
          <PostGrid posts={newestFirst(posts.data).slice(0, HOME_POST_COUNT)} />
        )}
        <div className={styles.footer}>
          <Link to={paths.blog.getHref()} className={buttonClass({ variant: 'secondary' })}>
            {intl.formatMessage({ id: 'blog.more' })}
          </Link>
        </div>
      </div>
    </section>
  );
}
