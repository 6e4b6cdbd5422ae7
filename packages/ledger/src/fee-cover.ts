import { chargedShare } from '@harambee/rules';
import { type Account, accounts } from './accounts';
import { foreign } from './exchange';
import type { Charged, FeeCover, GiftFact } from './facts';
import { type Entry, move } from './posting';

const fees = (cover: FeeCover, sign: 1 | -1): Entry[] =>
  [
    { account: accounts.platformFees, amount: sign * cover.platformFeeCents },
    { account: accounts.providerFees, amount: sign * cover.processingFeeCents },
  ].filter((entry) => entry.amount !== 0);

const centsOf = (cover: FeeCover) => cover.platformFeeCents + cover.processingFeeCents;

/** What the gift itself was charged: the whole charge less the fees its donor covered. */
export const giftCharged = (charged: Charged | undefined, cover: FeeCover | undefined) =>
  charged && cover
    ? { ...charged, amountMinor: charged.amountMinor - cover.charged.amountMinor }
    : charged;

/**
 * The donor's own fee posting: the fees they chose to pay on top leave their payment for the platform's and the
 * provider's fee accounts at once (through the exchange accounts when charged in another currency).
 */
export const feesCovered = (from: Account, cover: FeeCover): Entry[] =>
  cover.charged.currency === 'USD'
    ? [{ account: from, amount: -centsOf(cover) }, ...fees(cover, 1)]
    : [
        { account: from, amount: -cover.charged.amountMinor, currency: cover.charged.currency },
        {
          account: accounts.exchange(cover.charged.currency),
          amount: cover.charged.amountMinor,
          currency: cover.charged.currency,
        },
        { account: accounts.exchange('USD'), amount: -centsOf(cover) },
        ...fees(cover, 1),
      ];

/**
 * The share of the covered fees a refund of `partCents` of a gift of `wholeCents` gives back: all, for the whole gift.
 * Covered in US dollars, what it returns is its two fees' shares, never their sum rounded apart.
 */
export const coverShare = (cover: FeeCover, partCents: number, wholeCents: number): FeeCover => {
  const share = (amount: number) => chargedShare(amount, partCents, wholeCents);
  const platformFeeCents = share(cover.platformFeeCents);
  const processingFeeCents = share(cover.processingFeeCents);
  const amountMinor =
    cover.charged.currency === 'USD'
      ? platformFeeCents + processingFeeCents
      : share(cover.charged.amountMinor);
  return { platformFeeCents, processingFeeCents, charged: { ...cover.charged, amountMinor } };
};

/**
 * The covered fees' share of a provider's refund or dispute of a gift charged in US dollars, made to add up with the
 * gift's part to exactly the `restCents` the provider moved beyond it (the two shares rounded apart can be a cent
 * off); the share as it is when the rest is not within the cover.
 */
export const coverOfRest = (share: FeeCover, whole: FeeCover, restCents: number): FeeCover => {
  if (restCents < 0 || restCents > centsOf(whole) || restCents === centsOf(share)) return share;
  const platformFeeCents = Math.min(share.platformFeeCents, restCents);
  return {
    platformFeeCents,
    processingFeeCents: restCents - platformFeeCents,
    charged: { ...share.charged, amountMinor: restCents },
  };
};

/**
 * The covered fees going back with `amountCents` of a gift (a refund, ours or the provider's, or a dispute): their
 * share, and for a gift charged in US dollars whose provider says what it moved (`moved`), made to add up with the
 * gift's part to exactly that, so a gift given back in parts returns its whole cover, not a cent less or more.
 */
export const coverGivenBack = (
  gift: Pick<GiftFact, 'amountCents' | 'charged' | 'feeCover'>,
  amountCents: number,
  moved: Charged | undefined,
) => {
  const share = gift.feeCover && coverShare(gift.feeCover, amountCents, gift.amountCents);
  return share && !foreign(gift.charged) && moved?.currency === 'USD'
    ? coverOfRest(share, gift.feeCover!, moved.amountMinor - amountCents)
    : share;
};

/** Covered fees going back to the donor with a refund of their gift, in the currency they were charged in. */
export const feesReturned = (cover: FeeCover, to: Account): Entry[] =>
  cover.charged.currency === 'USD'
    ? [...fees(cover, -1), { account: to, amount: centsOf(cover) }]
    : [
        ...fees(cover, -1),
        { account: accounts.exchange('USD'), amount: centsOf(cover) },
        {
          account: accounts.exchange(cover.charged.currency),
          amount: -cover.charged.amountMinor,
          currency: cover.charged.currency,
        },
        { account: to, amount: cover.charged.amountMinor, currency: cover.charged.currency },
      ];

/**
 * A donor's cover of the processing fee beyond what the provider said it took (`feeCents`, US cents; undefined when
 * it did not say): that rest is no provider's, and moves from `provider:fees` to `platform:fees` in the gift's own
 * posting, so `provider:fees` holds exactly the provider's fee. The cover as booked (what a refund gives back from
 * each account) and the entries that move the rest.
 */
export const coverBeyondFee = (cover: FeeCover, feeCents: number | undefined) => {
  const rest = feeCents === undefined ? 0 : Math.max(0, cover.processingFeeCents - feeCents);
  if (rest === 0) return { cover, entries: [] };
  return {
    cover: {
      ...cover,
      platformFeeCents: cover.platformFeeCents + rest,
      processingFeeCents: cover.processingFeeCents - rest,
    },
    entries: move(accounts.providerFees, accounts.platformFees, rest),
  };
};
