import { categories, countries } from '@harambee/events';
import { z } from 'zod';
import { DAY_MS } from '../core/clock';
import { dollars } from '../core/money';
import { plainTextLength } from '../core/rich-text';
import { strictForm } from '../core/strict-form';

export const GOAL_MIN = 100;
export const GOAL_MAX = 50_000;
const GOAL_STEP = 100;
export const TITLE_MAX = 100;
export const STORY_MAX = 5000;
export const DURATION_MAX_DAYS = 20;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const campaignTitle = required('Title is required').max(
  TITLE_MAX,
  `Title must be ${TITLE_MAX} characters or less`,
);

export const campaignStory = required('Story is required')
  .refine((story) => plainTextLength(story) > 0, 'Story is required')
  .refine((story) => plainTextLength(story) <= STORY_MAX, `Story must be ${STORY_MAX} characters or less`);

export const goalAmount = z.preprocess(
  (value) => (value === '' ? undefined : value),
  dollars('Goal amount is required')
    .pipe(z.number().min(GOAL_MIN, `Goal amount must be at least $${GOAL_MIN}`))
    .pipe(z.number().max(GOAL_MAX, `Goal amount must be at most $${GOAL_MAX}`))
    .refine((goal) => goal % GOAL_STEP === 0, `Goal amount must be in steps of $${GOAL_STEP}`),
);

export const campaignCategory = z.enum(categories, { error: 'Please select a category' });

const DURATION_MESSAGE = `Campaign duration must be between 1 and ${DURATION_MAX_DAYS} days`;

/** A calendar day (YYYY-MM-DD, or an ISO time on that day) between tomorrow and 20 days ahead. */
export const endDateWithin = (now: Date) =>
  z
    .string({ error: DURATION_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}/, DURATION_MESSAGE)
    .transform((value) => new Date(`${value.slice(0, 10)}T23:59:59.999Z`))
    .refine((end) => !Number.isNaN(end.getTime()), DURATION_MESSAGE)
    .refine((end) => {
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const days = Math.round((end.getTime() + 1 - DAY_MS - today) / DAY_MS);
      return days >= 1 && days <= DURATION_MAX_DAYS;
    }, DURATION_MESSAGE)
    .transform((end) => end.toISOString());

export const creatorSignup = z.object({
  name: required('Name is required').max(100, 'Name must be 100 characters or less'),
  email: required('Email is required')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((email) => email.toLowerCase()),
  phone: required('Phone number is required').max(30, 'Please enter a valid phone number'),
  country: z.enum(countries, { error: 'Country is required' }),
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
  }).refine((form) => form.confirmPassword === undefined || form.confirmPassword === form.password, {
    message: 'Passwords do not match',
  });
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
  title: required('Title is required').max(TITLE_MAX, `Title must be ${TITLE_MAX} characters or less`),
  content: required('Content is required').max(50_000, 'Content is too long'),
});

export const campaignIdParam = z.object({
  id: z.uuid({ error: 'Campaign not found' }),
});
