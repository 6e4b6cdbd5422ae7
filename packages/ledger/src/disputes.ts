import { accounts, type Account } from './accounts';
import { type Entry, move } from './posting';

/**
 * How a dispute moves a gift's money, for the dispute events to post (add their rules beside giftRules in
 * ledger.ts). While the campaign still holds the money the provider takes it from the escrow; once it was paid
 * out, the platform pays and the creator owes it back (the receivable).
 */
export type DisputedGift = {
  campaignId: string;
  /** The gift's donor account (its GiftFact). */
  donor: Account;
  amountCents: number;
  paidOut: boolean;
};

const heldIn = ({ campaignId, paidOut }: DisputedGift) =>
  paidOut ? accounts.receivable(campaignId) : accounts.escrow(campaignId);

/** The provider took the disputed amount back to the donor (a dispute opened, or lost). */
export const chargeback = (gift: DisputedGift): Entry[] =>
  move(heldIn(gift), gift.donor, gift.amountCents);

/** The provider returned it (a dispute won): to where it was taken from. */
export const chargebackReversed = (gift: DisputedGift): Entry[] =>
  move(gift.donor, heldIn(gift), gift.amountCents);

/** A receivable the creator will not repay becomes the platform's loss. */
export const receivableWrittenOff = (campaignId: string, amountCents: number): Entry[] =>
  move(accounts.platformLoss, accounts.receivable(campaignId), amountCents);
