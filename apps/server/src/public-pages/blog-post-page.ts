import { type BlogPostRow } from '@harambee/read-models';
import { uploadPath } from '@harambee/query-api';
import { paths } from '../../../web/src/config/paths';
import { type PageHead, SITE_NAME } from './page-head';
import { plainText, shortened } from './text';

export const blogPostHead = (post: BlogPostRow): PageHead => ({
  path: paths.blogPost.getHref(post.id),
  title: `${post.title} | ${SITE_NAME}`,
  description: shortened(plainText(post.content), 200),
  image: uploadPath(post.image_path),
  type: 'article',
});
