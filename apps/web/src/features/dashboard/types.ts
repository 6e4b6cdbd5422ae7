import type { EditReview } from '@/lib/live-edits/types';

export type DashboardStats = {
  totalCampaigns: number;
  pending: number;
  approved: number;
  totalDonations: number;
  /** Backers who asked to hear about this creator's next campaign. */
  followers?: number;
};

export type ReceivedDonation = {
  _id: string;
  campaign: string;
  campaignTitle: string;
  donorName: string;
  amount: number;
  anonymous: boolean;
  message?: string;
  createdAt: string;
};

export type Dashboard = {
  stats: DashboardStats;
  recentDonations: ReceivedDonation[];
  notificationCount: number;
};

export type OwnCampaign = EditReview & {
  _id: string;
  /** The code a phone enters after dialling the USSD code, once approved. */
  shortCode?: string;
  title: string;
  story: string;
  imagePath?: string;
  goalAmount: number;
  amountRaised: number;
  daysRemaining: number;
  category: string;
  endDate?: string;
  status: 'pending' | 'approved' | 'rejected' | string;
  createdAt: string;
  updatedAt?: string;
  /** Why an admin rejected it, when they said. */
  rejectionReason?: string;
};
