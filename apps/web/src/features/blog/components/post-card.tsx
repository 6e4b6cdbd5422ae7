import { Link } from 'react-router-dom';
import placeholder from '@/assets/post-placeholder.svg';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDisplayTime } from '@/hooks/use-display-time';
import { truncate } from '@/lib/format';
import { useFormatLongDate } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { htmlToText } from '@/lib/html';
import { postId, type BlogPost } from '../types';
import styles from './blog.module.css';

export const BLOG_EXCERPT_MAX = 150;

export function PostCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { timeZone } = useDisplayTime();
  const t = useT();
  const longDate = useFormatLongDate();
  return (
    <article className={styles.card}>
      <ResponsiveImage
        className={styles.image}
        src={post.imagePath ? uploadUrl(post.imagePath) : undefined}
        fallbackSrc={placeholder}
        alt=""
        width={640}
        height={360}
        sizes="(min-width: 1180px) 380px, (min-width: 768px) 33vw, 100vw"
      />
      <div className={styles.body}>
        <time className={styles.date} dateTime={post.createdAt}>
          {longDate(new Date(post.createdAt), timeZone)}
        </time>
        <Heading className={styles.title}>
          <Link to={paths.blogPost.getHref(postId(post))}>{post.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{truncate(htmlToText(post.content), BLOG_EXCERPT_MAX)}</p>
        <span className={styles.readMore} aria-hidden="true">
          {t('blog.readMore')}
        </span>
      </div>
    </article>
  );
}

export function PostGrid({
  posts,
  headingLevel,
}: {
  posts: readonly BlogPost[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={postId(post)}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export const newestFirst = (posts: readonly BlogPost[]) =>
  [...posts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
