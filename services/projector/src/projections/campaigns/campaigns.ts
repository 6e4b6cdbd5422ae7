import type { EventData } from '@harambee/events';
import type { ReadModel } from '../../read-model';

export type NewCampaign = Pick<
  EventData<'CampaignCreated'>,
  | 'campaignId'
  | 'creatorId'
  | 'title'
  | 'story'
  | 'category'
  | 'goalCents'
  | 'endDate'
  | 'imagePath'
  | 'country'
  | 'createdAt'
>;
export type CampaignEdit = Pick<
  EventData<'CampaignEdited'>,
  'campaignId' | 'title' | 'story' | 'category' | 'imagePath' | 'editedAt'
>;
export type Review = {
  status?: 'approved' | 'rejected';
  verified?: boolean;
  featured?: boolean;
  /** Why it was rejected, for its creator; cleared once approved. */
  rejection_reason?: string | null;
};
/** A deleted campaign stays for admins and the books: who deleted it (the event's actor), when and why. */
export type Deletion = { campaignId: string; at: string; by: string | null; reason: string | null };
/** Counted gifts to one campaign in a batch, folded: what its totals move by. */
export type GiftTotal = { campaignId: string; cents: number; count: number };

export type CampaignChange =
  | { kind: 'created'; campaign: NewCampaign }
  | { kind: 'edited'; edit: CampaignEdit }
  | { kind: 'editProposed'; edit: CampaignEdit }
  | { kind: 'editApproved'; campaignId: string; at: string }
  | { kind: 'editRejected'; campaignId: string; at: string; reason: string | null }
  | { kind: 'reviewed'; campaignId: string; review: Review; at: string }
  | { kind: 'deleted'; deletion: Deletion }
  | { kind: 'shortCode'; campaignId: string; shortCode: string }
  | {
      kind: 'ended';
      campaignId: string;
      outcome: 'funded' | 'failed';
      endedAt: string;
      closeReason: string | null;
    }
  | { kind: 'giftsCounted'; totals: GiftTotal[] }
  | { kind: 'refunded'; campaignId: string; cents: number }
  | { kind: 'reversed'; campaignId: string; cents: number };

/** A live campaign's proposed edit as the read model keeps it beside the live text. */
export const pendingEditOf = (edit: CampaignEdit) => ({
  title: edit.title,
  story: edit.story,
  category: edit.category,
  image_path: edit.imagePath,
  edited_at: edit.editedAt,
});

/** Adds up gifts per campaign, in cents, so each campaign's totals move once per batch. */
export const foldGifts = (
  gifts: readonly { campaignId: string; amountCents: number }[],
): GiftTotal[] => {
  const totals = new Map<string, GiftTotal>();
  for (const { campaignId, amountCents } of gifts) {
    const total = totals.get(campaignId) ?? { campaignId, cents: 0, count: 0 };
    totals.set(campaignId, {
      campaignId,
      cents: total.cents + amountCents,
      count: total.count + 1,
    });
  }
  return [...totals.values()];
};

const review = (campaignId: string, at: string, outcome: Review): CampaignChange[] => [
  { kind: 'reviewed', campaignId, review: outcome, at },
];

/**
 * Campaigns with their status, featured flag, totals of counted donations and, once ended, their outcome.
 * Approval verifies; rejection unfeatures; an edit sends a campaign not yet live back to review, while a live
 * one's edit waits beside it until approved (then it is the live text) or rejected (with the reason). A refund does not
 * lower what was given: it is counted beside it, as is what the provider gave back (its dashboard's refunds, disputes
 * lost), so the pages show the money kept. A deleted campaign is marked, not removed: admins and the books still read it.
 */
export const campaigns: ReadModel<CampaignChange> = {
  name: 'campaigns',
  tables: ['campaigns'],
  on: {
    CampaignCreated: ({ data }) => [{ kind: 'created', campaign: data }],
    CampaignEdited: ({ data }) => [{ kind: 'edited', edit: data }],
    CampaignEditProposed: ({ data }) => [{ kind: 'editProposed', edit: data }],
    CampaignEditApproved: ({ data }) => [
      { kind: 'editApproved', campaignId: data.campaignId, at: data.at },
    ],
    CampaignEditRejected: ({ data }) => [
      { kind: 'editRejected', campaignId: data.campaignId, at: data.at, reason: data.reason },
    ],
    CampaignApproved: ({ data }) =>
      review(data.campaignId, data.at, {
        status: 'approved',
        verified: true,
        rejection_reason: null,
      }),
    CampaignRejected: ({ data }) =>
      review(data.campaignId, data.at, {
        status: 'rejected',
        featured: false,
        rejection_reason: data.reason ?? null,
      }),
    CampaignFeatured: ({ data }) => review(data.campaignId, data.at, { featured: true }),
    CampaignUnfeatured: ({ data }) => review(data.campaignId, data.at, { featured: false }),
    CampaignDeleted: ({ data, metadata }) => [
      {
        kind: 'deleted',
        deletion: {
          campaignId: data.campaignId,
          at: data.at,
          by: metadata.actorId,
          reason: data.reason ?? null,
        },
      },
    ],
    CampaignShortCodeAssigned: ({ data }) => [
      { kind: 'shortCode', campaignId: data.campaignId, shortCode: data.shortCode },
    ],
    CryptoPledgeConfirmed: ({ data }) => [{ kind: 'giftsCounted', totals: foldGifts([data]) }],
    CampaignEnded: ({ data }) => [
      {
        kind: 'ended',
        campaignId: data.campaignId,
        outcome: data.outcome,
        endedAt: data.endedAt,
        closeReason: data.closeReason,
      },
    ],
    DonationRefunded: ({ data }) => [
      { kind: 'refunded', campaignId: data.campaignId, cents: data.amountCents },
    ],
    RefundReversed: ({ data }) => [
      { kind: 'refunded', campaignId: data.campaignId, cents: -data.amountCents },
    ],
    ProviderRefundRecorded: ({ data }) => [
      { kind: 'reversed', campaignId: data.campaignId, cents: data.amountCents },
    ],
    DisputeClosed: ({ data }) =>
      data.outcome === 'lost'
        ? [{ kind: 'reversed', campaignId: data.campaignId, cents: data.amountCents }]
        : [],
  },
  onRun: {
    DonationRecorded: (events) => [
      { kind: 'giftsCounted', totals: foldGifts(events.map((event) => event.data)) },
    ],
  },
};
