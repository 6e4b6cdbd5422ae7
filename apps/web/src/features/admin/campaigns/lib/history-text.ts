import type { HistoryEntry } from '../../types';
import { categoryName, coinAmount } from './campaign-facts';

const wholeOrCents = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

const money = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? wholeOrCents(value) : 'an amount');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

type Change = { from?: unknown; to?: unknown };
const isChange = (value: unknown): value is Change => typeof value === 'object' && value !== null && 'to' in value;

/** What an edit changed, in words: title and category with their old and new values, story and image as changed. */
function editChanges(summary: Record<string, unknown>): string[] {
  const changes: string[] = [];
  const { title, category, story, image, status } = summary;
  if (isChange(title)) changes.push(`title changed from “${text(title.from)}” to “${text(title.to)}”`);
  if (isChange(category)) changes.push(`category changed from ${categoryName(text(category.from))} to ${categoryName(text(category.to))}`);
  if (story) changes.push('story changed');
  if (image) changes.push('image changed');
  if (isChange(status)) changes.push('sent back for review');
  return changes;
}

function donationWords(summary: Record<string, unknown>, donor: string): string {
  const gift = `${money(summary.amount)} from ${donor}`;
  if (summary.method === 'admin') return `Offline gift of ${gift}, recorded by an admin`;
  if (summary.method === 'generated') return `Test donation of ${gift}`;
  return `Donation of ${gift}`;
}

function pledgeWords(summary: Record<string, unknown>, donor: string): string {
  const coins = coinAmount(text(summary.cryptoAmount));
  const crypto = coins && summary.currency ? ` (${coins} ${text(summary.currency)})` : '';
  return `Crypto pledge of ${money(summary.amount)}${crypto} from ${donor}`;
}

function createdDetails(summary: Record<string, unknown>): string | undefined {
  const parts = [summary.goalAmount !== undefined && `Goal ${money(summary.goalAmount)}`, text(summary.category) && categoryName(text(summary.category))];
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join(' · ') : undefined;
}

const humanise = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

export type HistoryText = { title: string; details?: string };

/** One audit-trail entry in plain words, e.g. 'Approved by Harambee Admin' or 'Donation of $25 from Grace'. */
export function describeHistoryEntry(entry: HistoryEntry): HistoryText {
  const who = entry.actor.name || 'Unknown user';
  const { summary } = entry;
  switch (entry.type) {
    case 'CampaignCreated':
      return { title: `Created by ${who}`, details: createdDetails(summary) };
    case 'CampaignEdited': {
      const changes = editChanges(summary);
      return { title: `Edited by ${who}`, details: changes.length > 0 ? changes.join('; ') : undefined };
    }
    case 'CampaignApproved':
      return { title: `Approved by ${who}` };
    case 'CampaignRejected':
      return { title: `Rejected by ${who}` };
    case 'CampaignFeatured':
      return { title: `Featured by ${who}` };
    case 'CampaignUnfeatured':
      return { title: `Unfeatured by ${who}` };
    case 'CampaignDeleted':
      return { title: `Deleted by ${who}` };
    case 'CampaignUpdatePosted':
      return { title: `Update posted by ${who}`, details: text(summary.title) || undefined };
    case 'DonationRecorded':
      return { title: donationWords(summary, who) };
    case 'CryptoPledged':
      return { title: pledgeWords(summary, who) };
    case 'CryptoPledgeConfirmed':
      return { title: `Crypto pledge of ${money(summary.amount)} confirmed by ${who}` };
    default: {
      const words = humanise(entry.type);
      return { title: `${words.charAt(0).toUpperCase()}${words.slice(1)} by ${who}` };
    }
  }
}
