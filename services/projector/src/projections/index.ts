import type { Projection } from '../projection';
import { blogPostsProjection } from './blog-posts';
import { campaignUpdatesProjection } from './campaign-updates';
import { campaignsProjection } from './campaigns';
import { contactMessagesProjection } from './contact-messages';
import { donationsProjection } from './donations';
import { historyProjection } from './history';
import { moneyLedgerProjection } from './money-ledger';
import { notificationsProjection } from './notifications';
import { usersProjection } from './users';
import { walletsProjection } from './wallets';
import { withdrawalsProjection } from './withdrawals';

/**
 * Every projection, in the order each event passes through them: history reads a campaign as it was
 * before the event, so it comes before campaigns; notifications read the campaign's creator after it;
 * the money ledger reads a withdrawal's fees once it is paid.
 */
export const projections: readonly Projection[] = [
  usersProjection,
  walletsProjection,
  historyProjection,
  campaignsProjection,
  campaignUpdatesProjection,
  donationsProjection,
  notificationsProjection,
  blogPostsProjection,
  contactMessagesProjection,
  withdrawalsProjection,
  moneyLedgerProjection,
];

export const projectionNames = projections.map((projection) => projection.name);

/** The named projections and those they read, in projection order. */
export const withDependencies = (
  names: readonly string[],
  all: readonly Projection[] = projections,
) => {
  const wanted = new Set<string>();
  const visit = (name: string) => {
    const projection = all.find((candidate) => candidate.name === name);
    if (!projection)
      throw new Error(`Unknown projection ${name}; known: ${all.map((p) => p.name).join(', ')}`);
    if (wanted.has(name)) return;
    wanted.add(name);
    projection.reads?.forEach(visit);
  };
  names.forEach(visit);
  return all.filter((projection) => wanted.has(projection.name));
};
