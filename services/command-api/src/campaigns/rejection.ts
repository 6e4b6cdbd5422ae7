import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { creatorMailbox } from '../money-out/creator-mailbox';
import { approvalMail } from './approval-mail';
import { campaignDecider, campaignStream } from './campaign';
import { rejectionMail } from './rejection-mail';

/** The title the creator last gave the campaign, as its creation or latest edit recorded it. */
export const latestTitle = (events: readonly { data: unknown }[]) =>
  events
    .map((event) => (event.data as { title?: unknown }).title)
    .filter((title): title is string => typeof title === 'string')
    .at(-1) ?? '';

/** A campaign awaiting its first review, its events and its creator's mailbox; none for any other campaign. */
const pendingReview = async (deps: CommandApiDeps, campaignId: string) => {
  const { events } = await deps.store.readStream(campaignStream(campaignId));
  const state = fold(campaignDecider, events);
  if (state.status !== 'pending') return undefined;
  const creator = await creatorMailbox(deps.store, state.creatorId);
  return creator && { state, creator, title: latestTitle(events) };
};

/** The creator's mail about a rejection, written with it; none for a campaign that cannot be rejected. */
export const rejectionMailFor = async (
  deps: CommandApiDeps,
  campaignId: string,
  reason: string | undefined,
) => {
  const review = await pendingReview(deps, campaignId);
  const editUrl = `${deps.config.publicUrl}/campaign/${encodeURIComponent(campaignId)}/edit`;
  return (
    review &&
    deps.mail.enqueue(rejectionMail(review.creator, { title: review.title, editUrl }, reason))
  );
};

/** The creator's mail that their campaign is live, written with the approval; none for an edit's approval or a repeat. */
export const approvalMailFor = async (deps: CommandApiDeps, campaignId: string) => {
  const review = await pendingReview(deps, campaignId);
  if (!review) return undefined;
  const campaign = { id: campaignId, title: review.title, endDate: review.state.endDate };
  return deps.mail.enqueue(approvalMail(review.creator, campaign, deps.config.publicUrl));
};
