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
import { useRuleMessage } from '@/lib/i18n/rule-messages';
import { useT } from '@/lib/i18n/use-t';
import { TITLE_MAX } from '@harambee/rules';
import { usePostUpdate } from '../api/post-update';
import { campaignUpdateSchema, type CampaignUpdateInput } from '../schemas';
import styles from './editor.module.css';

/** A news post for the campaign's backers: a title and rich-text content. */
export function PostUpdateForm({ campaignId }: { campaignId: string }) {
  const [values, setValues] = useState<CampaignUpdateInput>({ title: '', content: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = useT();
  const rule = useRuleMessage();
  const shown = rule.errors(errors);
  const failure = (error: unknown) => errorMessage(error, t('editor.update.failed'));
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
          toast.success(t('editor.update.posted'));
          navigate(campaignHref);
        },
        onError: (error) => toast.error(failure(error)),
      },
    );
  };

  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-label={t('editor.update.title')}
    >
      {post.isError && (
        <Alert tone="error" className={styles.notice}>
          {failure(post.error)}
        </Alert>
      )}
      <Field
        id="update-title"
        label={t('editor.update.field')}
        error={shown.title}
        hint={<CharacterCounter used={values.title.length} max={TITLE_MAX} />}
        required
      >
        <input
          {...fieldAria('update-title', shown.title, true)}
          className={controlClass}
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
      </Field>
      <RichTextField
        id="update-content"
        label={t('editor.update.content')}
        value={values.content}
        onChange={(content) => setValues((current) => ({ ...current, content }))}
        error={shown.content}
        hint={t('editor.update.contentHint')}
      />
      <div className={styles.actions}>
        <Link to={campaignHref} className={buttonClass({ variant: 'secondary' })}>
          {t('editor.cancel')}
        </Link>
        <Button type="submit" disabled={post.isPending}>
          {t(post.isPending ? 'editor.update.posting' : 'editor.update.post')}
        </Button>
      </div>
    </form>
  );
}
