import type { Campaign } from '../types';

export const UNEXPECTED_FORMAT = 'Unexpected data format from server';

/** The list contract: data.campaigns must be an array. */
export function campaignsIn(data: unknown): Campaign[] {
  const campaigns = (data as { campaigns?: unknown } | null)?.campaigns;
  if (!Array.isArray(campaigns)) throw new Error(UNEXPECTED_FORMAT);
  return campaigns as Campaign[];
}
