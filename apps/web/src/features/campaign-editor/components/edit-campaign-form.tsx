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
import { formatDate, formatUsd } from '@/lib/format';
import { campaignImageProblem, plainTextLength, STORY_MAX, TITLE_MAX } from '@harambee/rules';
import { UPDATE_FAILED, useUpdateCampaign, versionOf } from '../api/update-campaign';
import { editCampaignSchema, type EditCampaignInput } from '../schemas';
import type { EditableCampaign } from '../types';
import styles from './editor.module.css';
import {
  EDIT_SAVED,
  LIVE_EDIT_NOTICE,
  LIVE_EDIT_SAVED,
  REVIEW_NOTICE,
} from '@/lib/live-edits/messages';

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
          toast.success(live ? LIVE_EDIT_SAVED : EDIT_SAVED);
          navigate(live ? paths.dashboard.getHref() : campaignHref);
        },
        onError: (failure) => toast.error(errorMessage(failure, UPDATE_FAILED)),
      },
    );
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label="Edit campaign">
      <Alert tone="warning" className={styles.notice}>
        {live ? LIVE_EDIT_NOTICE : REVIEW_NOTICE}
      </Alert>
      {update.isError && (
        <Alert tone="error" className={styles.notice}>
          {errorMessage(update.error, UPDATE_FAILED)}
        </Alert>
      )}
      <Field
        id="title"
        label="Campaign title"
        error={errors.title}
        hint={<CharacterCounter used={values.title.length} max={TITLE_MAX} />}
        required
      >
        <input
          {...fieldAria('title', errors.title, true)}
          className={controlClass}
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
        />
      </Field>
      <RichTextField
        id="story"
        label="Your story"
        value={values.story}
        onChange={(story) => set({ story })}
        error={errors.story}
        aside={<CharacterCounter used={plainTextLength(values.story)} max={STORY_MAX} />}
      />
      <div className={styles.two}>
        <Field id="category" label="Category" error={errors.category} required>
          <select
            {...fieldAria('category', errors.category)}
            className={controlClass}
            value={values.category}
            onChange={(event) => set({ category: event.target.value })}
          >
            <CategoryOptions none="Select a category" />
          </select>
        </Field>
        <Field id="goal" label="Goal amount" hint="The goal cannot be changed.">
          <input
            {...fieldAria('goal', undefined, true)}
            className={`${controlClass} ${styles.readonly}`}
            value={formatUsd(campaign.goalAmount)}
            readOnly
          />
        </Field>
        <Field id="end-date" label="End date" hint="The end date cannot be changed.">
          <input
            {...fieldAria('end-date', undefined, true)}
            className={`${controlClass} ${styles.readonly}`}
            value={campaign.endDate ? formatDate(campaign.endDate, 'long') : ''}
            readOnly
          />
        </Field>
      </div>
      <Field
        id="edit-image"
        label="Campaign image"
        error={errors.image}
        hint="Leave empty to keep the current image. JPEG, PNG or GIF, up to 5MB."
      >
        <div className={styles.current}>
          <SafeImage
            className={styles.thumb}
            src={draft.imagePath ? uploadUrl(draft.imagePath) : undefined}
            alt="Current campaign image"
            placeholder="Campaign Image"
            width={120}
            height={68}
          />
        </div>
        <input
          {...fieldAria('edit-image', errors.image, true)}
          className={controlClass}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          onChange={(event) => setImage(event.target.files?.[0] ?? null)}
        />
      </Field>
      <div className={styles.actions}>
        <Link to={campaignHref} className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
