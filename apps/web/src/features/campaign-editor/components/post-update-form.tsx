import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { RichTextField } from '@/components/rich-text-editor/rich-text-field';
import { Button, buttonClass } from '@/components/ui/button';
import { CharacterCounter } from '@/components/ui/character-counter';
import { Alert } from '@/components/ui/feedback';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { TITLE_MAX } from '@harambee/rules';
import { POST_FAILED, usePostUpdate } from '../api/post-update';
import { campaignUpdateSchema, type CampaignUpdateInput } from '../schemas';
import styles from './editor.module.css';

/** A news post for the campaign's backers: a title and rich-text content. */
export function PostUpdateForm({ campaignId }: { campaignId: string }) {
  const [values, setValues] = useState<CampaignUpdateInput>({ title: '', content: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const post = usePostUpdate();
  const navigate = useNavigate();
  const campaignHref = paths.campaign.getHref(campaignId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    const parsed = campaignUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      parsed.error.issues.forEach((issue) => (found[String(issue.path[0])] ??= issue.message));
      setErrors(found);
      document.getElementById(found.title ? 'update-title' : 'update-content')?.focus();
      return;
    }
    setErrors({});
    post.mutate(
      { campaignId, ...parsed.data },
      {
        onSuccess: () => {
          toast.success('Update posted successfully!');
          navigate(campaignHref);
        },
        onError: (failure) => toast.error(errorMessage(failure, POST_FAILED)),
      },
    );
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label="Post an update">
      {post.isError && (
        <Alert tone="error" className={styles.notice}>
          {errorMessage(post.error, POST_FAILED)}
        </Alert>
      )}
      <Field
        id="update-title"
        label="Update title"
        error={errors.title}
        hint={<CharacterCounter used={values.title.length} max={TITLE_MAX} />}
        required
      >
        <input
          {...fieldAria('update-title', errors.title, true)}
          className={controlClass}
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
      </Field>
      <RichTextField
        id="update-content"
        label="Content"
        value={values.content}
        onChange={(content) => setValues((current) => ({ ...current, content }))}
        error={errors.content}
        hint="Share progress, milestones or thanks with your backers."
      />
      <div className={styles.actions}>
        <Link to={campaignHref} className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
        <Button type="submit" disabled={post.isPending}>
          {post.isPending ? 'Posting...' : 'Post Update'}
        </Button>
      </div>
    </form>
  );
}
