import type { EventOf, StoredEvent } from '@harambee/events';

type Stored<T extends 'DonationRecorded' | 'CampaignApproved'> = StoredEvent & EventOf<T>;
import { randomUUID } from 'node:crypto';
import { campaignStream } from '../campaigns/campaign';
import { userStream } from '../accounts/user';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { handleCommand, retryOnConflict, withMetadata } from '../core/handle-command';
import { type ProcessManager, reactionContext } from '../core/process-manager';
import { followDecider, followIdFor, followStream } from './follow';
import { newCampaignMail } from './follow-mail';
import { mailLanguage, mailWords } from '../mail/mail-language';
import { unfollowPath } from './unfollow-link';

const campaignFacts = async (deps: CommandApiDeps, campaignId: string) => {
  const events = await deps.store.readStream(campaignStream(campaignId));
  const created = events.events.find((event) => event.type === 'CampaignCreated') as
    EventOf<'CampaignCreated'> | undefined;
  return created?.data;
};

const creatorNameOf = async (deps: CommandApiDeps, creatorId: string) => {
  const { events } = await deps.store.readStream(userStream(creatorId));
  const registered = events.find((event) => event.type === 'CreatorRegistered') as
    EventOf<'CreatorRegistered'> | undefined;
  return registered?.data.name ?? '';
};

/** A gift that asked to be kept posted (or to recur, which a campaign's days cannot hold) follows the creator. */
const followFromGift = async (deps: CommandApiDeps, event: Stored<'DonationRecorded'>) => {
  const { email, keepPosted, isRecurring, campaignId, donationId, language } = event.data;
  if (!email || !(keepPosted || isRecurring)) return;
  const campaign = await campaignFacts(deps, campaignId);
  if (!campaign) return;
  const now = deps.clock();
  const followId = followIdFor(deps.config.emailIdKey, campaign.creatorId, email);
  await handleCommand(
    deps.store,
    followStream(followId),
    followDecider,
    {
      type: 'Follow',
      data: {
        followId,
        creatorId: campaign.creatorId,
        email,
        donationId,
        ...(language ? { language } : {}),
        followedAt: now.toISOString(),
      },
    },
    reactionContext(event, now),
  );
};

/** Mails one follower about the new campaign, once, in the transaction that records it. */
const notifyFollower = (
  deps: CommandApiDeps,
  followId: string,
  news: { campaignId: string; campaignTitle: string; creatorName: string },
  cause: StoredEvent,
) =>
  retryOnConflict(async () => {
    const streamId = followStream(followId);
    const stream = await deps.store.readStream(streamId);
    const state = fold(followDecider, stream.events);
    const now = deps.clock();
    const decided = followDecider.decide(
      { type: 'NotifyFollower', campaignId: news.campaignId, at: now.toISOString() },
      state,
    );
    if (decided.length === 0 || state.status === 'none') return;
    const { publicUrl, jwtSecret } = deps.config;
    const mailId = randomUUID();
    const mail = newCampaignMail(
      {
        email: state.email,
        creatorName: news.creatorName,
        campaignTitle: news.campaignTitle,
        giveLink: `${publicUrl}/donation/${news.campaignId}`,
        unfollowLink: `${publicUrl}${unfollowPath(jwtSecret, followId)}`,
      },
      mailWords(mailLanguage(state.language)),
    );
    await deps.store.append(
      [
        {
          streamId,
          expected: stream.version,
          events: withMetadata(decided, reactionContext(cause, now)),
        },
      ],
      deps.mail.enqueue(mail, mailId),
    );
    await deps.mail.deliverNow(mailId);
  });

/** Approval of a creator's campaign tells every backer who follows that creator (reading the follows once: rare). */
const notifyFollowers = async (deps: CommandApiDeps, event: Stored<'CampaignApproved'>) => {
  const campaign = await campaignFacts(deps, event.data.campaignId);
  if (!campaign) return;
  const follows = await deps.store.readByType(['CreatorFollowed']);
  const followIds = new Set(
    follows.flatMap((follow) =>
      follow.type === 'CreatorFollowed' && follow.data.creatorId === campaign.creatorId
        ? [follow.data.followId]
        : [],
    ),
  );
  if (followIds.size === 0) return;
  const news = {
    campaignId: campaign.campaignId,
    campaignTitle: campaign.title,
    creatorName: await creatorNameOf(deps, campaign.creatorId),
  };
  for (const followId of followIds) await notifyFollower(deps, followId, news, event);
};

/** Backers who asked to be kept posted follow the creator, and hear once about each new campaign approved. */
export const followProcessManager: ProcessManager = {
  name: 'follows',
  savesPlace: 'per-batch',
  reactsTo: ['DonationRecorded', 'CampaignApproved'],
  startsFrom: 'now',
  react: async (event, deps) => {
    if (event.type === 'DonationRecorded')
      await followFromGift(deps, event as Stored<'DonationRecorded'>);
    if (event.type === 'CampaignApproved')
      await notifyFollowers(deps, event as Stored<'CampaignApproved'>);
  },
};
