import type { EventStore } from '@harambee/events';
import { accounts, balanceOf, ledgerEventTypes, postingsOf } from '@harambee/ledger';

/**
 * What a campaign's escrow holds in the books: its money events (each names the campaign, and the facts its
 * postings need name it too) posted as the ledger posts them.
 */
export const campaignEscrowCents = async (store: EventStore, campaignId: string) =>
  balanceOf(
    postingsOf(await store.readByType(ledgerEventTypes, { campaignId })),
    accounts.escrow(campaignId),
  );
