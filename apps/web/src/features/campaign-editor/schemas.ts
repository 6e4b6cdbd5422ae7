import { z } from '../../lib/zod';
import {
  CAMPAIGN_CATEGORIES,
  CAMPAIGN_MESSAGES,
  plainTextLength,
  STORY_MAX,
  TITLE_MAX,
} from '@harambee/rules';

const categoryValues: readonly string[] = CAMPAIGN_CATEGORIES;

const title = z
  .string()
  .trim()
  .min(1, CAMPAIGN_MESSAGES.title)
  .max(TITLE_MAX, CAMPAIGN_MESSAGES.titleMax);

export const editCampaignSchema = z.object({
  title,
  story: z
    .string()
    .refine((story) => plainTextLength(story) > 0, CAMPAIGN_MESSAGES.story)
    .refine((story) => plainTextLength(story) <= STORY_MAX, CAMPAIGN_MESSAGES.storyMax),
  category: z
    .string()
    .refine((value) => categoryValues.includes(value), CAMPAIGN_MESSAGES.category),
});
export type EditCampaignInput = z.input<typeof editCampaignSchema>;

export const campaignUpdateSchema = z.object({
  title,
  content: z.string().refine((content) => plainTextLength(content) > 0, 'create.rule.content'),
});
export type CampaignUpdateInput = z.input<typeof campaignUpdateSchema>;
