import type { EditReview } from '@/lib/live-edits/types';

export type CampaignStatus = 'pending' | 'approved' | 'rejected';

/** The status filter of the admin panel, as the API names it. */
export const statusFilters = ['pending', 'approved', 'rejected', 'featured', 'all'] as const;
export type StatusFilter = (typeof statusFilters)[number];

export type AdminCreator = {
  _id: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  country?: string | null;
};

/** A campaign as admins read it: the creator carries contact data. */
export type AdminCampaign = EditReview & {
  _id: string;
  title: string;
  story: string;
  imagePath?: string;
  goalAmount: number;
  amountRaised: number;
  donationCount?: number;
  daysRemaining: number;
  progressPercentage?: number;
  category: string;
  endDate?: string | null;
  status: CampaignStatus | string;
  featured: boolean;
  country?: string | null;
  createdAt: string;
  /** Its last change: for a campaign awaiting review, when it was last sent. */
  updatedAt?: string;
  creator?: AdminCreator | string | null;
  outcome?: 'funded' | 'failed';
  amountRefunded?: number;
};

export type HistoryEntry = {
  type: string;
  actor: { id: string | null; name: string; role: string };
  at: string;
  summary: Record<string, unknown>;
};

export type ContactMessage = {
  _id: string;
  name: string;
  email: string;
  role: string;
  message: string;
  createdAt: string;
};

/** A gift as admins read it: pending crypto pledges included, with their status. */
export type AdminDonation = {
  _id: string;
  campaign: string;
  donorName: string;
  amount: number;
  anonymous: boolean;
  message?: string;
  createdAt: string;
  status: 'pending' | 'completed' | string;
  paymentMethod?: string;
  cryptoCurrency?: string | null;
  cryptoAmount?: string | null;
};

export type AdminBlogPost = {
  _id?: string;
  id?: string;
  title: string;
  content: string;
  imagePath?: string;
  createdAt: string;
  updatedAt?: string;
};

export const blogPostId = (post: AdminBlogPost) => post._id ?? post.id ?? '';

/** A mail the outbox has not delivered: still retrying (`pending`) or refused for good (`failed`). */
export type UndeliveredMail = {
  _id: string;
  to: string;
  subject: string;
  status: 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
};

/** A dispute on a gift as admins read it: open until the provider closes it won or lost. */
export type AdminDispute = {
  _id: string;
  disputeId: string;
  provider: string;
  paymentId: string;
  campaignId: string;
  campaignTitle: string;
  amount: number;
  currency: string;
  reason: string;
  evidenceDueBy: string | null;
  status: 'open' | 'won' | 'lost';
  afterPayout: boolean;
  openedAt: string;
  closedAt: string | null;
  /** An admin's answer: accepted, or contested with evidence (absent from an older server: none). */
  answer?: 'accepted' | 'contested' | null;
  writtenOff?: boolean;
};

/** A money movement our records and a provider's own record disagree on. */
export type ReconciliationDifference = {
  _id: string;
  day: string;
  provider: string;
  kind: 'missingAtProvider' | 'missingInOurRecords' | 'amountDiffers';
  movement: string;
  reference: string;
  ourAmount: number | null;
  providerAmount: number | null;
  currency: string;
  paymentId: string | null;
  campaignId: string | null;
  campaignTitle: string | null;
  foundAt: string;
};
