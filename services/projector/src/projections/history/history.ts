import { dollars } from '@harambee/read-models';
import type { EventData } from '@harambee/events';
import type { StoredEvent } from '@harambee/events';
import type { StoredEventOf } from '../../projection';
import type { ReadModel } from '../../read-model';
import { donorName } from '../actor-names';
import { positionedEntry, type PositionedEntry } from '../positioned-entry';

type Summary = Record<string, unknown>;
export type HistoryEntry = PositionedEntry & { event_type: string; summary: Summary };
/** A campaign as it was before an edit, for the edit's summary. */
export type CampaignBefore = {
  title: string;
  story: string;
  category: string;
  image_path: string;
  status: string;
};

type CampaignEditData = EventData<'CampaignEdited' | 'CampaignEditProposed'>;

export type HistoryChange =
  | { kind: 'entries'; entries: HistoryEntry[] }
  | { kind: 'edited'; entry: HistoryEntry; edit: CampaignEditData }
  | { kind: 'erased'; userId: string };

const entryOf = (
  event: StoredEvent,
  campaignId: string,
  summary: Summary,
  actorName?: string,
): HistoryEntry => ({
  ...positionedEntry(event, campaignId, actorName),
  event_type: event.type,
  summary,
});

const recorded = (
  event: StoredEvent,
  campaignId: string,
  summary: Summary,
  actorName?: string,
): HistoryChange[] => [
  { kind: 'entries', entries: [entryOf(event, campaignId, summary, actorName)] },
];

/**
 * A backer gives in their own name; an admin who records an offline or test gift is the actor, and the
 * backer's name goes into the summary, so the trail shows which admin added money.
 */
const donationEntry = (event: StoredEventOf<'DonationRecorded'>) => {
  const { campaignId, donationId, amountCents, paymentMethod } = event.data;
  const byAdmin = event.metadata.actorRole === 'admin';
  return entryOf(
    event,
    campaignId,
    {
      donationId,
      amount: dollars(amountCents),
      method: paymentMethod,
      ...(byAdmin && { donor: donorName(event.data) }),
    },
    byAdmin ? undefined : donorName(event.data),
  );
};

/** What an edit changed, against the campaign as it was before the edit. */
export const editSummary = (
  before: CampaignBefore | undefined,
  data: CampaignEditData,
  live = false,
): Summary => {
  if (!before) return { title: data.title };
  const summary: Summary = {};
  if (before.title !== data.title) summary.title = { from: before.title, to: data.title };
  if (before.category !== data.category)
    summary.category = { from: before.category, to: data.category };
  if (before.story !== data.story) summary.story = 'changed';
  if (before.image_path !== data.imagePath) summary.image = 'changed';
  if (!live && before.status !== 'pending') summary.status = { from: before.status, to: 'pending' };
  return summary;
};

/**
 * The audit trail of each campaign: who did what and when, with names resolved as the event is projected.
 * It reads a campaign as it was before the event, so it comes before the campaigns projection.
 */
export const history: ReadModel<HistoryChange> = {
  name: 'history',
  tables: ['campaign_history'],
  reads: ['users', 'campaigns'],
  on: {
    PersonalDataErased: ({ data }) => [{ kind: 'erased', userId: data.userId }],
    CampaignCreated: (event) => {
      const { campaignId, title, goalCents, category, endDate } = event.data;
      return recorded(event, campaignId, {
        title,
        goalAmount: dollars(goalCents),
        category,
        endDate,
      });
    },
    CampaignEdited: (event) => [
      { kind: 'edited', entry: entryOf(event, event.data.campaignId, {}), edit: event.data },
    ],
    CampaignEditProposed: (event) => [
      { kind: 'edited', entry: entryOf(event, event.data.campaignId, {}), edit: event.data },
    ],
    CampaignEditApproved: (event) => recorded(event, event.data.campaignId, { edit: 'approved' }),
    CampaignEditRejected: (event) =>
      recorded(event, event.data.campaignId, { edit: 'rejected', reason: event.data.reason }),
    CampaignApproved: (event) => recorded(event, event.data.campaignId, { status: 'approved' }),
    CampaignRejected: (event) =>
      recorded(event, event.data.campaignId, {
        status: 'rejected',
        ...(event.data.reason ? { reason: event.data.reason } : {}),
      }),
    CampaignFeatured: (event) => recorded(event, event.data.campaignId, { featured: true }),
    CampaignUnfeatured: (event) => recorded(event, event.data.campaignId, { featured: false }),
    CampaignDeleted: (event) => recorded(event, event.data.campaignId, { deleted: true }),
    CampaignUpdatePosted: (event) => {
      const { campaignId, updateId, title } = event.data;
      return recorded(event, campaignId, { updateId, title });
    },
    CryptoPledged: (event) => {
      const { campaignId, pledgeId, amountCents, currency, cryptoAmount } = event.data;
      const summary = { pledgeId, amount: dollars(amountCents), currency, cryptoAmount };
      return recorded(event, campaignId, summary, donorName(event.data));
    },
    CryptoPledgeConfirmed: (event) => {
      const { campaignId, pledgeId, amountCents } = event.data;
      return recorded(event, campaignId, { pledgeId, amount: dollars(amountCents) });
    },
  },
  onRun: {
    DonationRecorded: (events) => [{ kind: 'entries', entries: events.map(donationEntry) }],
  },
};
