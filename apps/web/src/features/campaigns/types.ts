export type CampaignCreator = { _id: string; name: string; country?: string };

export type Campaign = {
  _id: string;
  /** The code a phone enters after dialling the USSD code, once approved. */
  shortCode?: string;
  title: string;
  story: string;
  description?: string;
  imagePath?: string;
  goalAmount: number;
  amountRaised: number;
  donationCount?: number;
  daysRemaining: number;
  progressPercentage?: number;
  category: string;
  endDate?: string;
  status: string;
  featured: boolean;
  verified?: boolean;
  country?: string;
  createdAt: string;
  creator?: CampaignCreator | string;
  /** Once ended: all or nothing decided, and what was refunded to backers. */
  outcome?: 'funded' | 'failed';
  amountRefunded?: number;
};

export type Donation = {
  _id: string;
  campaign: string;
  donorName: string;
  amount: number;
  anonymous: boolean;
  message?: string;
  createdAt: string;
  /** A failed campaign's gifts go back; admins also see a refund the provider declined (`refund_failed`). */
  refundStatus?: 'recorded' | 'refund_pending' | 'refunded' | 'refund_failed';
};

/** Where a page of a campaign's gifts sits among all of them. */
export type DonationsPagination = {
  totalDonations: number;
  totalPages: number;
  currentPage: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
};

export type CampaignUpdate = { _id: string; title: string; content: string; createdAt: string };

export type Pagination = {
  totalCampaigns: number;
  totalPages: number;
  currentPage: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
};

export type SearchParams = {
  page: number;
  searchTerm?: string;
  category?: string;
  country?: string;
  minAmount?: number;
  maxAmount?: number;
  minDaysLeft?: number;
  maxDaysLeft?: number;
};
