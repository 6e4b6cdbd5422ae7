import { z } from '../../lib/zod';
import { categories, countries, GOAL_MAX, GOAL_MIN, GOAL_STEP } from '../../config/constants';
import { DURATION_MAX_DAYS, endDateBounds } from './lib/end-date';
import { plainTextLength } from './lib/plain-text';

export const TITLE_MAX = 100;
export const STORY_MAX = 5000;
export const PASSWORD_MIN = 8;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const CREATE_MESSAGES = {
  title: 'Title is required',
  titleMax: `Title must be ${TITLE_MAX} characters or less`,
  story: 'Story is required',
  storyMax: `Story must be ${STORY_MAX} characters or less`,
  goal: 'Goal amount is required',
  goalMin: `Goal amount must be at least $${GOAL_MIN}`,
  goalMax: `Goal amount must be at most $${GOAL_MAX}`,
  goalStep: `Goal amount must be in steps of $${GOAL_STEP}`,
  category: 'Please select a category',
  endDate: 'End date is required',
  duration: `Campaign duration must be between 1 and ${DURATION_MAX_DAYS} days`,
  image: 'Campaign image is required',
  imageType: 'Campaign image must be a JPEG, PNG or GIF file',
  imageSize: 'Campaign image must be 5MB or smaller',
  name: 'Name is required',
  email: 'Email is required',
  emailPattern: 'Please enter a valid email address',
  phone: 'Phone number is required',
  country: 'Country is required',
  password: 'Password is required',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  confirm: 'Please confirm your password',
  mismatch: 'Passwords do not match',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const categoryValues = categories.map((category) => category.value) as [string, ...string[]];

const goalAmount = z
  .string()
  .trim()
  .min(1, CREATE_MESSAGES.goal)
  .transform(Number)
  .refine((goal) => Number.isFinite(goal) && goal >= GOAL_MIN, CREATE_MESSAGES.goalMin)
  .refine((goal) => goal <= GOAL_MAX, CREATE_MESSAGES.goalMax)
  .refine((goal) => goal % GOAL_STEP === 0, CREATE_MESSAGES.goalStep);

/** The image problem, if any: required, JPEG/PNG/GIF, at most 5MB. */
export function imageProblem(image: { type: string; size: number } | null): string | undefined {
  if (!image) return CREATE_MESSAGES.image;
  if (!(IMAGE_TYPES as readonly string[]).includes(image.type)) return CREATE_MESSAGES.imageType;
  if (image.size > IMAGE_MAX_BYTES) return CREATE_MESSAGES.imageSize;
  return undefined;
}

export const detailsSchema = (now: Date) => {
  const { min, max } = endDateBounds(now);
  return z.object({
    title: z.string().trim().min(1, CREATE_MESSAGES.title).max(TITLE_MAX, CREATE_MESSAGES.titleMax),
    story: z
      .string()
      .refine((story) => plainTextLength(story) > 0, CREATE_MESSAGES.story)
      .refine((story) => plainTextLength(story) <= STORY_MAX, CREATE_MESSAGES.storyMax),
    goalAmount,
    category: z.string().refine((value) => categoryValues.includes(value), CREATE_MESSAGES.category),
    endDate: z
      .string()
      .min(1, CREATE_MESSAGES.endDate)
      .refine((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= min && date <= max, CREATE_MESSAGES.duration),
  });
};

export const creatorSchema = z
  .object({
    name: z.string().trim().min(1, CREATE_MESSAGES.name).max(100, 'Name must be 100 characters or less'),
    email: z.string().trim().min(1, CREATE_MESSAGES.email).max(254, CREATE_MESSAGES.emailPattern).regex(EMAIL_PATTERN, CREATE_MESSAGES.emailPattern),
    phone: z.string().trim().min(1, CREATE_MESSAGES.phone).max(30, 'Please enter a valid phone number'),
    country: z.string().refine((value) => (countries as readonly string[]).includes(value), CREATE_MESSAGES.country),
    password: z.string().min(1, CREATE_MESSAGES.password).min(PASSWORD_MIN, CREATE_MESSAGES.passwordMin),
    confirmPassword: z.string().min(1, CREATE_MESSAGES.confirm),
  })
  .refine((form) => !form.confirmPassword || form.password === form.confirmPassword, {
    message: CREATE_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

export type DetailsInput = z.input<ReturnType<typeof detailsSchema>>;
export type CreatorInput = z.input<typeof creatorSchema>;

/** Field errors keyed by field name, first message each. */
export function errorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  error.issues.forEach((issue) => {
    errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  });
  return errors;
}
