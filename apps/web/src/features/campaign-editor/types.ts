import type { EditReview } from '@/lib/live-edits/types';

export type EditableCampaign = EditReview & {
  _id: string;
  title: string;
  story: string;
  imagePath?: string;
  goalAmount: number;
  amountRaised: number;
  category: string;
  endDate?: string;
  status: string;
  updatedAt?: string;
};

export type CampaignUpdate = { _id: string; title: string; content: string; createdAt: string };
