import { CAMPAIGN_CATEGORIES } from '@harambee/rules';

const known = new Set<string>(CAMPAIGN_CATEGORIES);

/** The catalogue key of a category's name ('category.expansion', '….short' on cards); none for an unknown value. */
export const categoryKey = (value: string, form: 'long' | 'short' = 'long') =>
  known.has(value) ? `category.${value}${form === 'short' ? '.short' : ''}` : undefined;
