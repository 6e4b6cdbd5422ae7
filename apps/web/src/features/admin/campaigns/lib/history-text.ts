import type { HistoryEntry } from '../../types';
import { coinAmount } from './campaign-facts';

/** The page language's words for the audit trail: its catalogue, its dollars and its category names. */
export type HistoryWords = {
  t: (id: string, values?: Record<string, string | number>) => string;
  usd: (amount: number, fractionDigits: number) => string;
  category: (value: string) => string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Whole dollars without cents, other amounts with them; a missing amount in words. */
const money = (value: unknown, words: HistoryWords) =>
  typeof value === 'number' && Number.isFinite(value)
    ? words.usd(value, Number.isInteger(value) ? 0 : 2)
    : words.t('admin.history.anAmount');

type Change = { from?: unknown; to?: unknown };
const isChange = (value: unknown): value is Change =>
  typeof value === 'object' && value !== null && 'to' in value;

/** What an edit changed, in words: title and category with their old and new values, story and image as changed. */
function editChanges(summary: Record<string, unknown>, { t, category: name }: HistoryWords) {
  const changes: string[] = [];
  const { title, category, story, image, status } = summary;
  if (isChange(title))
    changes.push(
      t('admin.history.titleChanged', { before: text(title.from), after: text(title.to) }),
    );
  if (isChange(category))
    changes.push(
      t('admin.history.categoryChanged', {
        before: name(text(category.from)),
        after: name(text(category.to)),
      }),
    );
  if (story) changes.push(t('admin.history.storyChanged'));
  if (image) changes.push(t('admin.history.imageChanged'));
  if (isChange(status)) changes.push(t('admin.history.sentBack'));
  return changes;
}

/** Backers give in their own name; an admin's offline or test gift names the admin as the actor and the backer in the summary. */
function donationWords(summary: Record<string, unknown>, actor: string, words: HistoryWords) {
  return words.t('admin.history.donation', {
    method: summary.method === 'admin' || summary.method === 'generated' ? summary.method : 'other',
    amount: money(summary.amount, words),
    donor: text(summary.donor) || words.t('admin.history.anonymous'),
    actor,
  });
}

function pledgeWords(summary: Record<string, unknown>, actor: string, words: HistoryWords) {
  const coins = coinAmount(text(summary.cryptoAmount));
  const amount = money(summary.amount, words);
  return coins && summary.currency
    ? words.t('admin.history.pledgeInCoins', {
        amount,
        coins,
        currency: text(summary.currency),
        actor,
      })
    : words.t('admin.history.pledge', { amount, actor });
}

function createdDetails(summary: Record<string, unknown>, words: HistoryWords) {
  const parts = [
    summary.goalAmount !== undefined &&
      words.t('admin.history.goal', { amount: money(summary.goalAmount, words) }),
    text(summary.category) && words.category(text(summary.category)),
  ];
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join(' · ') : undefined;
}

const humanise = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

export type HistoryText = { title: string; details?: string };

/** The entries that say only who did them, by event type. */
const byWhom = new Map([
  ['CampaignCreated', 'admin.history.created'],
  ['CampaignEdited', 'admin.history.edited'],
  ['CampaignEditProposed', 'admin.history.editProposed'],
  ['CampaignApproved', 'admin.history.approved'],
  ['CampaignRejected', 'admin.history.rejected'],
  ['CampaignEditApproved', 'admin.history.editApproved'],
  ['CampaignEditRejected', 'admin.history.editRejected'],
  ['CampaignFeatured', 'admin.history.featured'],
  ['CampaignUnfeatured', 'admin.history.unfeatured'],
  ['CampaignDeleted', 'admin.history.deleted'],
  ['CampaignUpdatePosted', 'admin.history.updatePosted'],
]);

function titleOf(entry: HistoryEntry, actor: string, words: HistoryWords): string {
  const { summary } = entry;
  if (entry.type === 'DonationRecorded') return donationWords(summary, actor, words);
  if (entry.type === 'CryptoPledged') return pledgeWords(summary, actor, words);
  if (entry.type === 'CryptoPledgeConfirmed')
    return words.t('admin.history.pledgeConfirmed', {
      amount: money(summary.amount, words),
      actor,
    });
  const id = byWhom.get(entry.type);
  if (id) return words.t(id, { actor });
  const event = humanise(entry.type);
  return words.t('admin.history.other', {
    event: `${event.charAt(0).toUpperCase()}${event.slice(1)}`,
    actor,
  });
}

function detailsOf(entry: HistoryEntry, words: HistoryWords): string | undefined {
  const { summary } = entry;
  switch (entry.type) {
    case 'CampaignCreated':
      return createdDetails(summary, words);
    case 'CampaignEdited':
    case 'CampaignEditProposed':
      return editChanges(summary, words).join('; ') || undefined;
    case 'CampaignRejected':
    case 'CampaignEditRejected':
      return text(summary.reason) || undefined;
    case 'CampaignUpdatePosted':
      return text(summary.title) || undefined;
    default:
      return undefined;
  }
}

/** One audit-trail entry in the page's words, e.g. 'Approved by Harambee Admin' or 'Donation of $25 from Grace'. */
export function describeHistoryEntry(entry: HistoryEntry, words: HistoryWords): HistoryText {
  const actor = entry.actor.name || words.t('admin.history.unknownUser');
  return { title: titleOf(entry, actor, words), details: detailsOf(entry, words) };
}
