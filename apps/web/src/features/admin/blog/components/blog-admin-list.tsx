import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import placeholder from '@/assets/post-placeholder.svg';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { Alert, Loading } from '@/components/ui/feedback';
import { SafeImage } from '@/components/ui/safe-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useFormatLongDate } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useTimedFlag } from '@/hooks/use-timed-flag';
import { AdminError } from '../../components/admin-error';
import adminStyles from '../../components/admin.module.css';
import { blogPostId, type AdminBlogPost } from '../../types';
import { useBlogPosts } from '../api/blog-posts';
import { useDeleteBlogPost } from '../api/save-blog-post';
import styles from './blog-admin.module.css';

export const DELETED_MESSAGE_MS = 3000;
export const DELETE_ERROR_MS = 5000;

function PostRow({ post, onDelete }: { post: AdminBlogPost; onDelete: () => void }) {
  const t = useT();
  const longDate = useFormatLongDate();
  return (
    <li className={styles.row}>
      <SafeImage
        className={styles.thumb}
        src={post.imagePath ? uploadUrl(post.imagePath) : undefined}
        fallbackSrc={placeholder}
        alt=""
        width={128}
        height={80}
      />
      <div>
        <h2 className={styles.postTitle}>
          <Link to={paths.blogPost.getHref(blogPostId(post))}>{post.title}</Link>
        </h2>
        <time className={styles.date} dateTime={post.createdAt}>
          {longDate(new Date(post.createdAt), undefined)}
        </time>
      </div>
      <div className={styles.rowActions}>
        <Link
          to={paths.adminBlogEdit.getHref(blogPostId(post))}
          className={buttonClass({ size: 'small', variant: 'secondary' })}
          aria-label={t('admin.blog.editNamed', { title: post.title })}
        >
          {t('admin.blog.edit')}
        </Link>
        <Button
          size="small"
          variant="ghost"
          onClick={onDelete}
          aria-label={t('admin.blog.deleteNamed', { title: post.title })}
        >
          {t('admin.blog.delete')}
        </Button>
      </div>
    </li>
  );
}

/** Every post, newest first, with edit and delete (after a confirmation). */
export function BlogAdminList() {
  const posts = useBlogPosts();
  const remove = useDeleteBlogPost();
  const t = useT();
  const [toDelete, setToDelete] = useState<AdminBlogPost>();
  const [deleted, showDeleted] = useTimedFlag(DELETED_MESSAGE_MS);
  const [failed, showFailed] = useTimedFlag(DELETE_ERROR_MS);
  const [failure, setFailure] = useState<string>();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(blogPostId(toDelete), {
      onSuccess: showDeleted,
      onError: (error) => {
        setFailure(errorMessage(error, t('admin.blog.deleteFailed')));
        showFailed();
      },
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <>
      <div aria-live="polite">
        {deleted && (
          <Alert tone="success" className={styles.notice}>
            {t('admin.blog.deleted')}
          </Alert>
        )}
        {failed && (
          <Alert tone="error" className={styles.notice}>
            {failure}
          </Alert>
        )}
      </div>
      {posts.isPending && <Loading label={t('admin.blog.loading')} />}
      {posts.isError && !posts.data && (
        <AdminError message={errorMessage(posts.error, t('admin.blog.loadFailed'))} />
      )}
      {posts.data?.length === 0 && (
        <div className={adminStyles.centered}>
          <p>{t('admin.blog.none')}</p>
          <Link to={paths.adminBlogNew.getHref()}>{t('admin.blog.writeFirst')}</Link>
        </div>
      )}
      {posts.data && posts.data.length > 0 && (
        <ul className={styles.list} aria-label={t('admin.blog.list')}>
          {posts.data.map((post) => (
            <PostRow key={blogPostId(post)} post={post} onDelete={() => setToDelete(post)} />
          ))}
        </ul>
      )}
      <Dialog
        open={toDelete !== undefined}
        onClose={() => setToDelete(undefined)}
        title={t('admin.blog.deleteTitle')}
        dismissible={!remove.isPending}
      >
        <p>
          <FormattedMessage
            id="admin.blog.deleteText"
            values={{ strong: (chunks) => <strong>{chunks}</strong>, title: toDelete?.title }}
          />
        </p>
        <div className={dialogActionsClass}>
          <Button
            variant="secondary"
            onClick={() => setToDelete(undefined)}
            disabled={remove.isPending}
          >
            {t('admin.cancel')}
          </Button>
          <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? t('admin.delete.busy') : t('admin.blog.delete')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
