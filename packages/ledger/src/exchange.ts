import { type Account, accounts } from './accounts';
import type { Charged } from './facts';
import { type Entry, move } from './posting';

export const foreign = (charged: Charged | undefined): charged is Charged =>
  charged !== undefined && charged.currency !== 'USD';

/**
 * Money that changes currency at its quoted rate: `charged` leaves `from` into its currency's exchange account,
 * and `cents` US dollars leave the dollars' exchange account into `to`. Balanced in each currency.
 */
const exchanged = (from: Account, charged: Charged, cents: number, to: Account): Entry[] => [
  { account: from, amount: -charged.amountMinor, currency: charged.currency },
  {
    account: accounts.exchange(charged.currency),
    amount: charged.amountMinor,
    currency: charged.currency,
  },
  { account: accounts.exchange('USD'), amount: -cents },
  { account: to, amount: cents },
];

/** `cents` of a gift's credit leave `from` (in US dollars) and reach `to` as the `charged` minor units they stand for. */
export const toCharge = (
  from: Account,
  cents: number,
  charged: Charged | undefined,
  to: Account,
): Entry[] =>
  foreign(charged)
    ? [
        { account: from, amount: -cents },
        { account: accounts.exchange('USD'), amount: cents },
        {
          account: accounts.exchange(charged.currency),
          amount: -charged.amountMinor,
          currency: charged.currency,
        },
        { account: to, amount: charged.amountMinor, currency: charged.currency },
      ]
    : move(from, to, cents);

/** The `charged` minor units held in `from` come back to `to` as the `cents` of credit they stand for. */
export const toCredit = (
  from: Account,
  charged: Charged | undefined,
  cents: number,
  to: Account,
): Entry[] => (foreign(charged) ? exchanged(from, charged, cents, to) : move(from, to, cents));
