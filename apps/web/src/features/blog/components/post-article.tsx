import { Link } from 'react-router-dom';
import placeholder from '@/assets/post-placeholder.svg';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDisplayTime } from '@/hooks/use-display-time';
import { useFormatLongDate } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import type { BlogPost } from '../types';
import styles from './blog.module.css';

export function PostArticle({ post }: { post: BlogPost }) {
  const { timeZone } = useDisplayTime();
  const t = useT();
  const longDate = useFormatLongDate();
  return (
    <article className={styles.article}>
      <Link to={paths.blog.getHref()} className={styles.back}>
        {t('blog.allStories')}
      </Link>
      <h1 className={styles.articleTitle}>{post.title}</h1>
      <time className={styles.date} dateTime={post.createdAt}>
        {longDate(new Date(post.createdAt), timeZone)}
      </time>
      <ResponsiveImage
        className={styles.articleImage}
        src={post.imagePath ? uploadUrl(post.imagePath) : undefined}
        fallbackSrc={placeholder}
        alt=""
        width={1200}
        height={675}
        sizes="(min-width: 800px) 760px, 100vw"
        priority
      />
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  );
}
