import { categories } from '@harambee/events';
import {
  CAMPAIGN_MESSAGES,
  COUNTRIES,
  endDateBounds,
  GOAL_MAX,
  GOAL_MIN,
  GOAL_STEP,
  STORY_MAX,
  REJECTION_REASON_MAX,
  TITLE_MAX,
} from '@harambee/rules';
import { z } from 'zod';
import { dollars } from '../core/money';
import { storyLength } from '../core/rich-text';
import { strictForm } from '../core/strict-form';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const campaignTitle = required(CAMPAIGN_MESSAGES.title).max(
  TITLE_MAX,
  CAMPAIGN_MESSAGES.titleMax,
);

export const campaignStory = required(CAMPAIGN_MESSAGES.story)
  .refine((story) => storyLength(story) > 0, CAMPAIGN_MESSAGES.story)
  .refine((story) => storyLength(story) <= STORY_MAX, CAMPAIGN_MESSAGES.storyMax);

export const goalAmount = z.preprocess(
  (value) => (value === '' ? undefined : value),
  dollars(CAMPAIGN_MESSAGES.goal)
    .pipe(z.number().min(GOAL_MIN, CAMPAIGN_MESSAGES.goalMin))
    .pipe(z.number().max(GOAL_MAX, CAMPAIGN_MESSAGES.goalMax))
    .refine((goal) => goal % GOAL_STEP === 0, CAMPAIGN_MESSAGES.goalStep),
);

export const campaignCategory = z.enum(categories, { error: CAMPAIGN_MESSAGES.category });

/** A calendar day (YYYY-MM-DD, or an ISO time on that day) between tomorrow and 20 days ahead. */
export const endDateWithin = (now: Date) =>
  z
    .string({ error: CAMPAIGN_MESSAGES.duration })
    .regex(/^\d{4}-\d{2}-\d{2}/, CAMPAIGN_MESSAGES.duration)
    .transform((value) => new Date(`${value.slice(0, 10)}T23:59:59.999Z`))
    .refine((end) => !Number.isNaN(end.getTime()), CAMPAIGN_MESSAGES.duration)
    .refine((end) => {
      const { min, max } = endDateBounds(now);
      const day = end.toISOString().slice(0, 10);
      return day >= min && day <= max;
    }, CAMPAIGN_MESSAGES.duration)
    .transform((end) => end.toISOString());

export const creatorSignup = z.object({
  name: required('create.rule.name').max(100, 'create.rule.nameMax'),
  email: required('create.rule.email')
    .max(254, 'create.rule.emailPattern')
    .pipe(z.email('create.rule.emailPattern'))
    .transform((email) => email.toLowerCase()),
  phone: required('create.rule.phone').max(30, 'create.rule.phonePattern'),
  country: z.enum(COUNTRIES, { error: 'create.rule.country' }),
  password: z
    .string({ error: 'create.rule.password' })
    .min(1, 'create.rule.password')
    .min(8, 'create.rule.passwordMin')
    .max(200, 'api.password.tooLong'),
});

export const createCampaignForm = (now: Date) =>
  strictForm({
    title: campaignTitle,
    story: campaignStory,
    goalAmount,
    category: campaignCategory,
    endDate: endDateWithin(now),
    ...creatorSignup.shape,
    confirmPassword: z.string().optional(),
    verificationToken: required('api.email.verifyFirst'),
  }).refine(
    (form) => form.confirmPassword === undefined || form.confirmPassword === form.password,
    {
      message: 'create.rule.mismatch',
    },
  );
export type CreateCampaignForm = z.infer<ReturnType<typeof createCampaignForm>>;

/** Goal and end date are read-only once created: a goal sent along must still be a valid one, and is kept. */
export const editCampaignForm = strictForm({
  title: campaignTitle,
  story: campaignStory,
  category: campaignCategory,
  goalAmount: goalAmount.optional(),
  endDate: z.unknown().optional(),
});

export const campaignUpdateForm = strictForm({
  title: campaignTitle,
  content: required('create.rule.content').max(50_000, 'api.content.tooLong'),
});

export const campaignIdParam = z.object({
  id: z.uuid({ error: 'api.campaign.notFound' }),
});

export const rejectCampaignForm = strictForm({
  reason: z
    .string({ error: 'api.reason.tooLong' })
    .trim()
    .max(REJECTION_REASON_MAX, 'api.reason.tooLong')
    .optional()
    .transform((reason) => reason || undefined),
});
