import { z } from '../../lib/zod';
import type { MessageKey } from '@harambee/messages';
import {
  CAMPAIGN_CATEGORIES,
  CAMPAIGN_MESSAGES,
  COUNTRIES,
  endDateBounds,
  GOAL_MAX,
  GOAL_MIN,
  GOAL_STEP,
  plainTextLength,
  STORY_MAX,
  TITLE_MAX,
} from '@harambee/rules';

export const PASSWORD_MIN = 8;

export const CREATE_MESSAGES = {
  ...CAMPAIGN_MESSAGES,
  endDate: 'create.rule.endDate',
  name: 'create.rule.name',
  nameMax: 'create.rule.nameMax',
  email: 'create.rule.email',
  emailPattern: 'create.rule.emailPattern',
  phone: 'create.rule.phone',
  phonePattern: 'create.rule.phonePattern',
  country: 'create.rule.country',
  password: 'create.rule.password',
  passwordMin: 'create.rule.passwordMin',
  confirm: 'create.rule.confirm',
  mismatch: 'create.rule.mismatch',
} as const satisfies Record<string, MessageKey>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const categoryValues: readonly string[] = CAMPAIGN_CATEGORIES;

const goalAmount = z
  .string()
  .trim()
  .min(1, CREATE_MESSAGES.goal)
  .transform(Number)
  .refine((goal) => Number.isFinite(goal) && goal >= GOAL_MIN, CREATE_MESSAGES.goalMin)
  .refine((goal) => goal <= GOAL_MAX, CREATE_MESSAGES.goalMax)
  .refine((goal) => goal % GOAL_STEP === 0, CREATE_MESSAGES.goalStep);

export const detailsSchema = (now: Date) => {
  const { min, max } = endDateBounds(now);
  return z.object({
    title: z.string().trim().min(1, CREATE_MESSAGES.title).max(TITLE_MAX, CREATE_MESSAGES.titleMax),
    story: z
      .string()
      .refine((story) => plainTextLength(story) > 0, CREATE_MESSAGES.story)
      .refine((story) => plainTextLength(story) <= STORY_MAX, CREATE_MESSAGES.storyMax),
    goalAmount,
    category: z
      .string()
      .refine((value) => categoryValues.includes(value), CREATE_MESSAGES.category),
    endDate: z
      .string()
      .min(1, CREATE_MESSAGES.endDate)
      .refine(
        (date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= min && date <= max,
        CREATE_MESSAGES.duration,
      ),
  });
};

export const creatorSchema = z
  .object({
    name: z.string().trim().min(1, CREATE_MESSAGES.name).max(100, CREATE_MESSAGES.nameMax),
    email: z
      .string()
      .trim()
      .min(1, CREATE_MESSAGES.email)
      .max(254, CREATE_MESSAGES.emailPattern)
      .regex(EMAIL_PATTERN, CREATE_MESSAGES.emailPattern),
    phone: z.string().trim().min(1, CREATE_MESSAGES.phone).max(30, CREATE_MESSAGES.phonePattern),
    country: z
      .string()
      .refine((value) => (COUNTRIES as readonly string[]).includes(value), CREATE_MESSAGES.country),
    password: z
      .string()
      .min(1, CREATE_MESSAGES.password)
      .min(PASSWORD_MIN, CREATE_MESSAGES.passwordMin),
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
