/**
 * The ledger's accounts. An entry's amount is what the account receives (negative: what leaves it), so an
 * account's balance is the sum of its entries: an escrow holds what it was given and not yet paid or given back.
 */
export type Account = string;

/** Where donors' money comes from and goes back to: outside money, one account per way it was taken. */
export const donorSources = [
  'sandbox',
  'stripe',
  'paystack',
  'btcpay',
  'flutterwave',
  'crypto',
  'offline',
  'generated',
] as const;
export type DonorSource = (typeof donorSources)[number];

export const accounts = {
  donors: (source: DonorSource): Account => `donors:${source}`,
  /** What the campaign's backers gave and nobody has been paid or refunded yet. */
  escrow: (campaignId: string): Account => `campaign:${campaignId}:escrow`,
  /** What the provider holds back from the campaign under a dispute still open. */
  disputed: (campaignId: string): Account => `campaign:${campaignId}:disputed`,
  /** Owed back by the creator: a gift disputed after its campaign was paid out. */
  receivable: (campaignId: string): Account => `campaign:${campaignId}:receivable`,
  /** Money sent to the creator's wallet. */
  creatorPayouts: (creatorId: string): Account => `creator:${creatorId}:payouts`,
  platformFees: 'platform:fees' as Account,
  providerFees: 'provider:fees' as Account,
  /** What the payout provider keeps for converting a balance into the wallet's currency, in that currency. */
  conversionFees: 'provider:conversion-fees' as Account,
  /** What a receivable could not recover. */
  platformLoss: 'platform:loss' as Account,
  /** A payment that arrived after its campaign stopped taking gifts: never a gift, held until it goes back. */
  unallocatedPayments: 'payments:unallocated' as Account,
  /** What the provider holds back of unallocated payments under a dispute still open. */
  disputedPayments: 'payments:disputed' as Account,
  /** Where a gift paid in another currency becomes US dollars at its quoted rate: one account per currency. */
  exchange: (currency: string): Account => `exchange:${currency}`,
  /**
   * In US dollars: what a payout's escrow gave beyond what its transfer was worth at the rates it was quoted at (the
   * gifts' for a balance sent as it is, the approval's for one converted), or, below zero, what it gave less: a rate
   * that moved between the gifts and the payout, never left unexplained in the exchange accounts.
   */
  fxGainLoss: 'fx:gain-loss' as Account,
};

const escrowPattern = /^campaign:(.+):escrow$/;

/** The campaign whose escrow this is, or undefined for any other account. */
export const escrowCampaign = (account: Account) => escrowPattern.exec(account)?.[1];
const disputedPattern = /^campaign:(.+):disputed$/;
export const isDisputedAccount = (account: Account) => disputedPattern.test(account);
export const isDonorAccount = (account: Account) => account.startsWith('donors:');
export const isFeeAccount = (account: Account) =>
  account === accounts.platformFees || account === accounts.providerFees;
export const isExchangeAccount = (account: Account) => account.startsWith('exchange:');
