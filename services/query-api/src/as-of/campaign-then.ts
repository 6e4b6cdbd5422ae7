import type { Sql } from '@harambee/database';
import { dollars, keptCents, type CampaignHistoryRow } from '@harambee/read-models';
import { DONATIONS_PAGE_MAX } from '@harambee/rules';
import { campaignJson } from '../campaigns/campaign-view';
import { findCampaign, findCampaignTotals, listHistory } from '../campaigns/postgres';
import { adminDonationJson } from '../donations/donation-view';
import { listDonations } from '../donations/postgres';
import type { Viewer } from '../viewer';

/** What an admin or the system decided about a campaign, as its audit trail tells it. */
const decisionTypes = new Set([
  'CampaignApproved',
  'CampaignRejected',
  'CampaignFeatured',
  'CampaignUnfeatured',
  'CampaignEditApproved',
  'CampaignEditRejected',
  'CampaignDeleted',
]);

const decisionJson = (entry: CampaignHistoryRow) => ({
  type: entry.event_type,
  by: { id: entry.actor_id, name: entry.actor_name, role: entry.actor_role },
  at: entry.at.toISOString(),
  reason: typeof entry.summary.reason === 'string' ? entry.summary.reason : null,
});

/** Days left are counted from today, which says nothing of a past moment: the end date stands for them. */
const campaignThen = (row: Parameters<typeof campaignJson>[0], viewer: Viewer) => ({
  ...campaignJson(row, viewer),
  daysRemaining: undefined,
});

/**
 * The campaign as the read models hold it, read by the read side's own queries: its fields and status (null
 * before it was created or once deleted), its totals, its newest backers and the decisions so far, oldest first.
 */
export const readCampaignThen = async (tx: Sql, campaignId: string, viewer: Viewer) => {
  const [row, totals, backers, history] = await Promise.all([
    findCampaign(tx, campaignId),
    findCampaignTotals(tx, campaignId),
    listDonations(tx, campaignId, { pending: true, page: 1, limit: DONATIONS_PAGE_MAX }),
    listHistory(tx, campaignId),
  ]);
  return {
    campaign: row ? campaignThen(row, viewer) : null,
    totals: totals
      ? {
          amountRaised: dollars(keptCents(totals)),
          donationCount: totals.donation_count,
          amountRefunded: dollars(totals.amount_refunded_cents),
        }
      : null,
    backers: { total: backers.total, newest: backers.donations.map(adminDonationJson) },
    decisions: history
      .filter((entry) => decisionTypes.has(entry.event_type))
      .reverse()
      .map(decisionJson),
  };
};
export type CampaignThen = Awaited<ReturnType<typeof readCampaignThen>>;
