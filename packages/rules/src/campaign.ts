import type { MessageKey } from '@harambee/messages';

/** A campaign's limits and the spec's messages, checked the same way by the web forms and the command API. */
export const TITLE_MAX = 100;
export const STORY_MAX = 5000;
export const GOAL_MIN = 100;
export const GOAL_MAX = 50_000;
export const GOAL_STEP = 100;
export const DURATION_MAX_DAYS = 20;
/** Updates a campaign may post in any 24 hours (each is kept in the log and served publicly). */
export const CAMPAIGN_UPDATES_PER_DAY = 5;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CAMPAIGN_IMAGE_KINDS = ['jpeg', 'png', 'gif'] as const;
export const CAMPAIGN_IMAGE_TYPES = CAMPAIGN_IMAGE_KINDS.map((kind) => `image/${kind}`);

/** What a campaign raises money for, as events and the API spell it. */
export const CAMPAIGN_CATEGORIES = [
  'startup-capital',
  'expansion',
  'equipment',
  'inventory',
  'emergency-relief',
] as const;
export type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];

/** The countries campaigns come from, in the order the forms list them. */
export const COUNTRIES = ['Kenya', 'South Africa', 'Ghana', 'Gambia'] as const;
export type Country = (typeof COUNTRIES)[number];

/** A campaign's refusals, by catalogue key: the forms and the API say them in the reader's language. */
export const CAMPAIGN_MESSAGES = {
  title: 'create.rule.title',
  titleMax: 'create.rule.titleMax',
  story: 'create.rule.story',
  storyMax: 'create.rule.storyMax',
  goal: 'create.rule.goal',
  goalMin: 'create.rule.goalMin',
  goalMax: 'create.rule.goalMax',
  goalStep: 'create.rule.goalStep',
  category: 'create.rule.category',
  duration: 'create.rule.duration',
  image: 'create.rule.image',
  imageType: 'create.rule.imageType',
  imageSize: 'create.rule.imageSize',
} as const satisfies Record<string, MessageKey>;

/** The image problem's key, if any: required, JPEG/PNG/GIF, at most 5MB. */
export function campaignImageProblem(
  image: { type: string; size: number } | null,
): MessageKey | undefined {
  if (!image) return CAMPAIGN_MESSAGES.image;
  if (!CAMPAIGN_IMAGE_TYPES.includes(image.type)) return CAMPAIGN_MESSAGES.imageType;
  if (image.size > IMAGE_MAX_BYTES) return CAMPAIGN_MESSAGES.imageSize;
  return undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The end dates a campaign may have, as YYYY-MM-DD: tomorrow up to 20 days ahead, counted in UTC days. */
export function endDateBounds(now: Date): { min: string; max: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { min: isoDay(today + DAY_MS), max: isoDay(today + DURATION_MAX_DAYS * DAY_MS) };
}

/** Characters of plain text in rich-text HTML: tags left out, an entity counted as one. */
export function plainTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .trim().length;
}

/** A rejection's reason: the web always asks for one; the API takes a rejection without, as the spec's call does. */
export const REJECTION_REASON_MAX = 500;
export const REJECTION_MESSAGES = {
  required: 'Tell the creator what to change',
  tooLong: `The reason must be ${REJECTION_REASON_MAX} characters or less`,
} as const;
