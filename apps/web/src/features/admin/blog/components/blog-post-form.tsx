import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RichTextField } from '@/components/rich-text-editor/rich-text-field';
import { Button, buttonClass } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-session';
import { htmlToText } from '@/lib/html';
import { useT } from '@/lib/i18n/use-t';
import adminStyles from '../../components/admin.module.css';
import { blogPostId, type AdminBlogPost } from '../../types';
import { useSaveBlogPost } from '../api/save-blog-post';
import {
  BLOG_FORM_MESSAGES,
  TITLE_MAX,
  validateBlogForm,
  type BlogFormErrors,
} from '../lib/blog-form';
import { useBlogFormMessage } from '../lib/use-blog-form-message';
import styles from './blog-admin.module.css';
import { ImagePicker } from './image-picker';

export const REDIRECT_AFTER_SAVE_MS = 2000;

const fieldIds = { title: 'blog-title', content: 'blog-content', image: 'blog-image' } as const;

function useRedirectAfterSave(saved: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(
      () => navigate(paths.adminBlog.getHref()),
      REDIRECT_AFTER_SAVE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);
}

/** Create (no post) or edit a blog post; saved posts return to /admin/blog after 2 s. */
export function BlogPostForm({ post }: { post?: AdminBlogPost }) {
  const [title, setTitle] = useState(post?.title ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<BlogFormErrors>({});
  const [formError, setFormError] = useState<string>();
  const save = useSaveBlogPost();
  const t = useT();
  const say = useBlogFormMessage();
  useRedirectAfterSave(save.isSuccess);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || save.isSuccess) return;
    if (!getAuthToken()) return setFormError(BLOG_FORM_MESSAGES.login);
    const found = validateBlogForm({
      title,
      contentText: htmlToText(content),
      image,
      hasImage: Boolean(post?.imagePath),
    });
    setErrors(found);
    const first = (['title', 'content', 'image'] as const).find((field) => found[field]);
    if (first) return document.getElementById(fieldIds[first])?.focus();
    setFormError(undefined);
    save.mutate(
      {
        id: post && blogPostId(post),
        title,
        content,
        createdAt: post?.createdAt ?? new Date().toISOString(),
        image,
      },
      { onError: (error) => setFormError(errorMessage(error, BLOG_FORM_MESSAGES.submit)) },
    );
  };

  return (
    <form
      className={adminStyles.panel}
      onSubmit={submit}
      noValidate
      aria-label={t(post ? 'admin.blogForm.editLabel' : 'admin.blogForm.newLabel')}
    >
      {formError && (
        <Alert tone="error" className={styles.notice}>
          {say(formError)}
        </Alert>
      )}
      {save.isSuccess && (
        <Alert tone="success" className={styles.notice}>
          {t(post ? 'admin.blogForm.updated' : 'admin.blogForm.published')}
        </Alert>
      )}
      <Field
        id={fieldIds.title}
        label={t('admin.blogForm.title')}
        error={say(errors.title)}
        required
      >
        <input
          {...fieldAria(fieldIds.title, errors.title)}
          className={controlClass}
          maxLength={TITLE_MAX}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Field>
      <RichTextField
        id={fieldIds.content}
        label={t('admin.blogForm.content')}
        value={content}
        onChange={setContent}
        error={say(errors.content)}
      />
      <ImagePicker
        currentImage={post?.imagePath ? uploadUrl(post.imagePath) : undefined}
        error={say(errors.image)}
        onChange={(file, problem) => {
          setImage(file);
          setErrors((current) => ({ ...current, image: problem }));
        }}
      />
      <div className={adminStyles.formActions}>
        <Button type="submit" disabled={save.isPending || save.isSuccess}>
          {save.isPending
            ? t('admin.blogForm.saving')
            : t(post ? 'admin.blogForm.update' : 'admin.blogForm.publish')}
        </Button>
        <Link to={paths.adminBlog.getHref()} className={buttonClass({ variant: 'secondary' })}>
          {t('admin.cancel')}
        </Link>
      </div>
    </form>
  );
}
