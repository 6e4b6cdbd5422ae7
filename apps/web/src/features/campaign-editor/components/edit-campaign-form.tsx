import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { RichTextField } from '@/components/rich-text-editor/rich-text-field';
import { Button, buttonClass } from '@/components/ui/button';
import { CharacterCounter } from '@/components/ui/character-counter';
import { Alert } from '@/components/ui/feedback';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { SafeImage } from '@/components/ui/safe-image';
import { uploadUrl } from '@/config/constants';
import { CategoryOptions } from '@/components/ui/category-options';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useRuleMessage } from '@/lib/i18n/rule-messages';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { campaignImageProblem, plainTextLength, STORY_MAX, TITLE_MAX } from '@harambee/rules';
import { useUpdateCampaign, versionOf } from '../api/update-campaign';
import { editCampaignSchema, type EditCampaignInput } from '../schemas';
import type { EditableCampaign } from '../types';
import styles from './editor.module.css';

const fieldOrder = ['title', 'story', 'category', 'image'];

/** Title, story, category and image can change; goal and end date cannot. */
export function EditCampaignForm({ campaign }: { campaign: EditableCampaign }) {
  const live = campaign.status === 'approved';
  const draft = campaign.pendingEdit ?? campaign;
  const [values, setValues] = useState<EditCampaignInput>({
    title: draft.title,
    story: draft.story,
    category: draft.category,
  });
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = useT();
  const { usd, longDate } = useMoney();
  const rule = useRuleMessage();
  const shown = rule.errors(errors);
  const failure = (error: unknown) => errorMessage(error, t('editor.edit.failed'));
  const update = useUpdateCampaign();
  const navigate = useNavigate();
  const campaignHref = paths.campaign.getHref(campaign._id);
  const set = (patch: Partial<EditCampaignInput>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = editCampaignSchema.safeParse(values);
    const found: Record<string, string> = {};
    if (!parsed.success)
      parsed.error.issues.forEach((issue) => (found[String(issue.path[0])] ??= issue.message));
    const problem = image && campaignImageProblem(image);
    if (problem) found.image = problem;
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first)
      return void document.getElementById(first === 'image' ? 'edit-image' : first)?.focus();
    if (!parsed.success) return;
    update.mutate(
      { id: campaign._id, ...parsed.data, image, previousVersion: versionOf(campaign) },
      {
        onSuccess: () => {
          toast.success(t(live ? 'editor.edit.liveSaved' : 'editor.edit.saved'));
          navigate(live ? paths.dashboard.getHref() : campaignHref);
        },
        onError: (error) => toast.error(failure(error)),
      },
    );
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label={t('editor.edit.form')}>
      <Alert tone="warning" className={styles.notice}>
        {t(live ? 'editor.edit.liveNotice' : 'editor.edit.reviewNotice')}
      </Alert>
      {update.isError && (
        <Alert tone="error" className={styles.notice}>
          {failure(update.error)}
        </Alert>
      )}
      <Field
        id="title"
        label={t('create.field.title')}
        error={shown.title}
        hint={<CharacterCounter used={values.title.length} max={TITLE_MAX} />}
        required
      >
        <input
          {...fieldAria('title', shown.title, true)}
          className={controlClass}
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
        />
      </Field>
      <RichTextField
        id="story"
        label={t('create.field.story')}
        value={values.story}
        onChange={(story) => set({ story })}
        error={shown.story}
        aside={<CharacterCounter used={plainTextLength(values.story)} max={STORY_MAX} />}
      />
      <div className={styles.two}>
        <Field id="category" label={t('create.field.category')} error={shown.category} required>
          <select
            {...fieldAria('category', shown.category)}
            className={controlClass}
            value={values.category}
            onChange={(event) => set({ category: event.target.value })}
          >
            <CategoryOptions none={t('create.field.chooseCategory')} />
          </select>
        </Field>
        <Field id="goal" label={t('editor.edit.goal')} hint={t('editor.edit.goalHint')}>
          <input
            {...fieldAria('goal', undefined, true)}
            className={`${controlClass} ${styles.readonly}`}
            value={usd(campaign.goalAmount)}
            readOnly
          />
        </Field>
        <Field id="end-date" label={t('create.field.endDate')} hint={t('editor.edit.endDateHint')}>
          <input
            {...fieldAria('end-date', undefined, true)}
            className={`${controlClass} ${styles.readonly}`}
            value={campaign.endDate ? longDate(campaign.endDate) : ''}
            readOnly
          />
        </Field>
      </div>
      <Field
        id="edit-image"
        label={t('create.field.image')}
        error={shown.image}
        hint={t('editor.edit.imageHint')}
      >
        <div className={styles.current}>
          <SafeImage
            className={styles.thumb}
            src={draft.imagePath ? uploadUrl(draft.imagePath) : undefined}
            alt={t('editor.edit.currentImage')}
            placeholder={t('create.preview.noImage')}
            width={120}
            height={68}
          />
        </div>
        <input
          {...fieldAria('edit-image', shown.image, true)}
          className={controlClass}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          onChange={(event) => setImage(event.target.files?.[0] ?? null)}
        />
      </Field>
      <div className={styles.actions}>
        <Link to={campaignHref} className={buttonClass({ variant: 'secondary' })}>
          {t('editor.cancel')}
        </Link>
        <Button type="submit" disabled={update.isPending}>
          {t(update.isPending ? 'editor.edit.saving' : 'editor.edit.save')}
        </Button>
      </div>
    </form>
  );
}
