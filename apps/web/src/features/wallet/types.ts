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
