import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { creatorMailbox } from '../money-out/creator-mailbox';
import { campaignDecider, campaignStream } from './campaign';
import { rejectionMail } from './rejection-mail';

/** The title the creator last gave the campaign, as its creation or latest edit recorded it. */
const latestTitle = (events: readonly { data: unknown }[]) =>
  events
    .map((event) => (event.data as { title?: unknown }).title)
    .filter((title): title is string => typeof title === 'string')
    .at(-1) ?? '';

/** The creator's mail about a rejection, written with it; none for a campaign that cannot be rejected. */
export const rejectionMailFor = async (
  deps: CommandApiDeps,
  campaignId: string,
  reason: string | undefined,
) => {
  const { events } = await deps.store.readStream(campaignStream(campaignId));
  const state = fold(campaignDecider, events);
  if (state.status !== 'pending') return undefined;
  const creator = await creatorMailbox(deps.store, state.creatorId);
  const editUrl = `${deps.config.publicUrl}/campaign/${encodeURIComponent(campaignId)}/edit`;
  return (
    creator &&
    deps.mail.enqueue(rejectionMail(creator, { title: latestTitle(events), editUrl }, reason))
  );
};
