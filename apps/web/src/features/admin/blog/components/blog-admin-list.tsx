import { useState } from 'react';
import { Link } from 'react-router-dom';
import placeholder from '@/assets/post-placeholder.svg';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { Alert, Loading } from '@/components/ui/feedback';
import { SafeImage } from '@/components/ui/safe-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useTimedFlag } from '@/hooks/use-timed-flag';
import { AdminError } from '../../components/admin-error';
import adminStyles from '../../components/admin.module.css';
import { blogPostId, type AdminBlogPost } from '../../types';
import { POSTS_FAILED, useBlogPosts } from '../api/blog-posts';
import { useDeleteBlogPost } from '../api/save-blog-post';
import styles from './blog-admin.module.css';

export const DELETED_MESSAGE_MS = 3000;
export const DELETE_ERROR_MS = 5000;
const DELETE_FAILED = 'Failed to delete blog post';

function PostRow({ post, onDelete }: { post: AdminBlogPost; onDelete: () => void }) {
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
          {formatDate(post.createdAt, 'long')}
        </time>
      </div>
      <div className={styles.rowActions}>
        <Link
          to={paths.adminBlogEdit.getHref(blogPostId(post))}
          className={buttonClass({ size: 'small', variant: 'secondary' })}
          aria-label={`Edit ${post.title}`}
        >
          Edit
        </Link>
        <Button size="small" variant="ghost" onClick={onDelete} aria-label={`Delete ${post.title}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Every post, newest first, with edit and delete (after a confirmation). */
export function BlogAdminList() {
  const posts = useBlogPosts();
  const remove = useDeleteBlogPost();
  const [toDelete, setToDelete] = useState<AdminBlogPost>();
  const [deleted, showDeleted] = useTimedFlag(DELETED_MESSAGE_MS);
  const [failed, showFailed] = useTimedFlag(DELETE_ERROR_MS);
  const [failure, setFailure] = useState(DELETE_FAILED);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(blogPostId(toDelete), {
      onSuccess: showDeleted,
      onError: (error) => {
        setFailure(errorMessage(error, DELETE_FAILED));
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
            Blog post deleted successfully.
          </Alert>
        )}
        {failed && (
          <Alert tone="error" className={styles.notice}>
            {failure}
          </Alert>
        )}
      </div>
      {posts.isPending && <Loading label="Loading blog posts…" />}
      {posts.isError && !posts.data && (
        <AdminError message={errorMessage(posts.error, POSTS_FAILED)} />
      )}
      {posts.data?.length === 0 && (
        <div className={adminStyles.centered}>
          <p>No blog posts yet.</p>
          <Link to={paths.adminBlogNew.getHref()}>Write the first one</Link>
        </div>
      )}
      {posts.data && posts.data.length > 0 && (
        <ul className={styles.list} aria-label="Blog posts">
          {posts.data.map((post) => (
            <PostRow key={blogPostId(post)} post={post} onDelete={() => setToDelete(post)} />
          ))}
        </ul>
      )}
      <Dialog
        open={toDelete !== undefined}
        onClose={() => setToDelete(undefined)}
        title="Delete Blog Post"
        dismissible={!remove.isPending}
      >
        <p>
          Are you sure you want to delete <strong>{toDelete?.title}</strong>? This action cannot be
          undone.
        </p>
        <div className={dialogActionsClass}>
          <Button
            variant="secondary"
            onClick={() => setToDelete(undefined)}
            disabled={remove.isPending}
          >
            Cancel
          </Button>
          <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
