import { z } from 'zod';
import { withdrawalStatuses } from './rows';

/** NOTIFY channels the projector signals in the transaction that changed the numbers. */
export const CAMPAIGN_PROGRESS_CHANNEL = 'campaign_progress';
export const USER_NOTIFICATIONS_CHANNEL = 'user_notifications';
/** Signalled when a withdrawal is requested, decided or paid: its creator's wallet page refreshes. */
export const USER_WITHDRAWALS_CHANNEL = 'user_withdrawals';
/** Signalled by every projector commit and rebuild swap: read models changed, cached answers are stale. */
export const READ_MODELS_CHANGED_CHANNEL = 'read_models_changed';
/**
 * Signalled (no payload) by a commit that created, edited, reviewed, featured or deleted a campaign: the
 * admin lists are stale. Donations are not in it; they come on the campaign progress channel.
 */
export const CAMPAIGNS_CHANGED_CHANNEL = 'campaigns_changed';
/** Signalled by a commit that revoked a user's sessions: their live sockets must be closed. */
export const USER_SESSIONS_CHANNEL = 'user_sessions';

/** A campaign's totals after a counted donation; money in dollars, progress capped at 100. */
export const campaignProgress = z.object({
  campaignId: z.string(),
  amountRaised: z.number(),
  goalAmount: z.number(),
  donationCount: z.number().int(),
  progressPercentage: z.number(),
  amountRefunded: z.number(),
});
export type CampaignProgress = z.infer<typeof campaignProgress>;

/** A creator's count of donations not yet seen. */
export const userNotifications = z.object({ userId: z.string(), count: z.number().int() });
export type UserNotifications = z.infer<typeof userNotifications>;

/** A user whose tokens older than `sessionVersion` no longer count. */
export const userSessions = z.object({ userId: z.string(), sessionVersion: z.number().int() });
export type UserSessions = z.infer<typeof userSessions>;

/** A creator's withdrawal whose status changed. */
export const userWithdrawals = z.object({
  userId: z.string(),
  withdrawalId: z.string(),
  status: z.enum(withdrawalStatuses),
});
export type UserWithdrawals = z.infer<typeof userWithdrawals>;
