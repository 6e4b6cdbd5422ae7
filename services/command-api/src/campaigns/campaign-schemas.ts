import { categories } from '@harambee/events';
import {
  CAMPAIGN_MESSAGES,
  COUNTRIES,
  endDateBounds,
  GOAL_MAX,
  GOAL_MIN,
  GOAL_STEP,
  STORY_MAX,
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
  name: required('Name is required').max(100, 'Name must be 100 characters or less'),
  email: required('Email is required')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((email) => email.toLowerCase()),
  phone: required('Phone number is required').max(30, 'Please enter a valid phone number'),
  country: z.enum(COUNTRIES, { error: 'Country is required' }),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be 200 characters or less'),
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
    verificationToken: required('Please verify your email address first'),
  }).refine(
    (form) => form.confirmPassword === undefined || form.confirmPassword === form.password,
    {
      message: 'Passwords do not match',
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
  content: required('Content is required').max(50_000, 'Content is too long'),
});

/** Why an admin turned a campaign or its edit down; the spec's call sends no body, so it is optional. */
export const reviewReasonForm = z.object({
  reason: z.string().trim().max(1000, 'Reason must be 1000 characters or less').optional(),
});

export const campaignIdParam = z.object({
  id: z.uuid({ error: 'Campaign not found' }),
});
