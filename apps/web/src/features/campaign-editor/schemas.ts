import { z } from '../../lib/zod';
import { categories } from '../../config/constants';
import { CREATE_MESSAGES, STORY_MAX, TITLE_MAX } from '../create-campaign/schemas';
import { plainTextLength } from '../create-campaign/lib/plain-text';

export const UPDATE_MESSAGES = {
  title: 'Title is required',
  titleMax: `Title must be ${TITLE_MAX} characters or less`,
  content: 'Content is required',
} as const;

const categoryValues = categories.map((category) => category.value) as string[];

const title = z.string().trim().min(1, CREATE_MESSAGES.title).max(TITLE_MAX, CREATE_MESSAGES.titleMax);

export const editCampaignSchema = z.object({
  title,
  story: z
    .string()
    .refine((story) => plainTextLength(story) > 0, CREATE_MESSAGES.story)
    .refine((story) => plainTextLength(story) <= STORY_MAX, CREATE_MESSAGES.storyMax),
  category: z.string().refine((value) => categoryValues.includes(value), CREATE_MESSAGES.category),
});
export type EditCampaignInput = z.input<typeof editCampaignSchema>;

export const campaignUpdateSchema = z.object({
  title: z.string().trim().min(1, UPDATE_MESSAGES.title).max(TITLE_MAX, UPDATE_MESSAGES.titleMax),
  content: z.string().refine((content) => plainTextLength(content) > 0, UPDATE_MESSAGES.content),
});
export type CampaignUpdateInput = z.input<typeof campaignUpdateSchema>;
