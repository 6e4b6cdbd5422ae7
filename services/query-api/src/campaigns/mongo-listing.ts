import { rowOf } from '@harambee/read-models';
import type { Document } from 'mongodb';
import { parseCampaign } from './campaign-listing';

const DAY_MS = 86_400_000;

/** Whole days until the end date, never below 0 nor above the campaign's length in UTC days: the SQL side's expression. */
export const daysRemaining = {
  $max: [
    0,
    {
      $min: [
        { $ceil: { $divide: [{ $subtract: ['$end_date', '$$NOW'] }, DAY_MS] } },
        {
          $dateDiff: {
            startDate: '$created_at',
            endDate: '$end_date',
            unit: 'day',
            timezone: 'UTC',
          },
        },
      ],
    },
  ],
};

const creatorField = (field: string) => ({ $ifNull: [`$creator.${field}`, null] });

/** What turns campaign documents into listings: whole days left, and the creator as the users know them. */
export const listingStages: Document[] = [
  { $lookup: { from: 'users', localField: 'creator_id', foreignField: '_id', as: 'creator' } },
  { $set: { days_remaining: daysRemaining, creator: { $first: '$creator' } } },
  {
    $set: {
      creator_name: creatorField('name'),
      creator_email: creatorField('email'),
      creator_phone: creatorField('phone'),
      creator_country: creatorField('country'),
    },
  },
  { $unset: 'creator' },
];

/** Featured first, then newest; the id breaks ties as the SQL lists do. */
export const NEWEST_FEATURED_FIRST = { featured: -1, created_at: -1, _id: 1 } as const;

/** A listing as the aggregation hands it over, parsed as the SQL row would be. */
export const listingOf = (document: Document) => parseCampaign(rowOf('campaigns', document));
