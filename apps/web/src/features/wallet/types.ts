export type Wallet = {
  isLinked: boolean;
  provider: string | null;
  country: string | null;
  accountNumber: string | null;
};

export type WalletDonation = {
  _id: string;
  campaign: string;
  campaignTitle: string;
  donorName: string;
  amount: number;
  anonymous: boolean;
  createdAt: string;
};

export type WalletCampaign = {
  _id: string;
  title: string;
  amountRaised: number;
  goalAmount: number;
  status: string;
  /** Once the campaign has ended. */
  outcome?: 'funded' | 'failed';
  amountRefunded?: number;
};

/** A dispute of a gift to one of the creator's campaigns, in US dollars. */
export type CreatorDispute = {
  _id: string;
  campaignId: string;
  campaignTitle: string;
  amount: number;
  status: 'open' | 'won' | 'lost';
  evidenceDueBy: string | null;
  /** The campaign was already paid out: a loss is owed back by its creator. */
  afterPayout: boolean;
  openedAt: string;
  closedAt: string | null;
};
