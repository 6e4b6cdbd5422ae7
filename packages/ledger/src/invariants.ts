import type { StoredEvent } from '@harambee/events';
import { conservation, noNegativeEscrow } from './balance-invariants';
import { closedCampaignsGiveBack, noGiftAfterEnd, oneEndPerGift } from './gift-invariants';
import { exchangeExplained } from './exchange-invariants';
import { payoutsWithinNet } from './payout-invariants';
import type { Posting } from './posting';
import {
  type CampaignFigures,
  oneTransferPerWithdrawal,
  type ProviderTransfer,
  shownTotalsMatchLedger,
} from './agreement-invariants';

export * from './balance-invariants';
export * from './event-kinds';
export * from './gift-invariants';
export * from './agreement-invariants';
export * from './payout-invariants';
export * from './exchange-invariants';
export { describeResult, type InvariantResult, type Violation } from './invariant';

/** What the invariants read: the log, its postings, and the figures pages show and providers report, where known. */
export type Books = {
  events: readonly StoredEvent[];
  postings: readonly Posting[];
  figures?: readonly CampaignFigures[];
  transfers?: readonly ProviderTransfer[];
};

/** Every invariant over the same books. */
export const checkInvariants = ({ events, postings, figures, transfers }: Books) => [
  conservation(postings),
  noNegativeEscrow(postings),
  oneEndPerGift(postings),
  ...(figures ? [shownTotalsMatchLedger(postings, figures)] : []),
  oneTransferPerWithdrawal(postings, transfers),
  payoutsWithinNet(events),
  exchangeExplained(events, postings),
  closedCampaignsGiveBack(events),
  noGiftAfterEnd(events),
];
