import type { Mail } from '../core/mailer';
import { moneyMail } from '../money-out/money-mail';

export const REJECTION_SUBJECT = 'Your campaign needs changes before it can go live';

/** The creator is told why, what to change, and where to edit and send the campaign back for review. */
export const rejectionMail = (
  creator: { name: string; email: string },
  campaign: { title: string; editUrl: string },
  reason: string | undefined,
): Mail =>
  moneyMail(
    creator.email,
    REJECTION_SUBJECT,
    [
      `Hello ${creator.name},`,
      `Our team reviewed "${campaign.title}" and could not approve it yet.`,
      reason ? `What to change: ${reason}` : 'Reply to this mail to hear what to change.',
      `Edit your campaign and send it back for review here: ${campaign.editUrl}`,
    ],
    'notice',
  );
