import type { EventOf, StoredEvent } from '@harambee/events';
import { randomBytes, randomUUID } from 'node:crypto';
import { findAccount } from '../accounts/find-account';
import { userStream } from '../accounts/user';
import { campaignStream } from '../campaigns/campaign';
import type { CommandContext } from '../core/command-context';
import { fold } from '../core/decider';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand, loadState, retryOnConflict, withMetadata } from '../core/handle-command';
import { type ProcessManager, reactionContext } from '../core/process-manager';
import { mailLanguage, mailWords, pathInLanguage } from '../mail/mail-language';
import { hashToken } from '../verification/verification';
import { mayMailConfirmation } from './confirmation-limit';
import { followDecider, followIdFor, followStream } from './follow';
import { followConfirmationMail, newCampaignMail } from './follow-mail';
import { unfollowPath } from './unfollow-link';

type Stored<T extends 'DonationRecorded' | 'CampaignApproved'> = StoredEvent & EventOf<T>;

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

/**
 * Following with one's own account's address while signed in needs no mail: the owner proved the address
 * when the account was made, and the session proves it is them. Anyone else's address must confirm.
 */
const isOwnAddress = async (deps: CommandApiDeps, event: StoredEvent, email: string) => {
  const { actorId } = event.metadata;
  const account = actorId ? await findAccount(deps.store, actorId) : undefined;
  return !!account?.email && account.email.trim().toLowerCase() === email.trim().toLowerCase();
};

type Ask = EventOf<'CreatorFollowed'>['data'];

/** Asks for the follow with a mailed confirmation link, whose secret is kept only as its hash. */
const askWithMailedLink = async (deps: CommandApiDeps, ask: Ask, context: CommandContext) => {
  const token = `${ask.followId}.${randomBytes(32).toString('base64url')}`;
  const language = mailLanguage(ask.language);
  // The secret travels after '#', so it never reaches a server's access log.
  const link = `${deps.config.publicUrl}${pathInLanguage(language, '/confirm-follow')}#${token}`;
  const creatorName = await creatorNameOf(deps, ask.creatorId);
  const mail = followConfirmationMail({ email: ask.email, creatorName, link }, mailWords(language));
  const mailId = randomUUID();
  const confirmation = { tokenHash: hashToken(token) };
  const { events } = await handleCommand(
    deps.store,
    followStream(ask.followId),
    followDecider,
    { type: 'Follow', data: ask, confirmation, now: context.now },
    context,
    deps.mail.enqueue(mail, mailId),
  );
  if (events.length > 0) await deps.mail.deliverNow(mailId);
};

/** Asks for the follow without a mail: confirmed at once for its owner, or waiting when the address had its few mails. */
const askWithoutMail = (
  deps: CommandApiDeps,
  ask: Ask,
  confirmation: 'ownAccount' | 'heldBack',
  context: CommandContext,
) =>
  handleCommand(
    deps.store,
    followStream(ask.followId),
    followDecider,
    { type: 'Follow', data: ask, confirmation, now: context.now },
    context,
  );

/**
 * A gift that asked to be kept posted (or to recur, which a campaign's days cannot hold) asks to follow the
 * creator; the follow waits for the address's owner to confirm it, and only a confirmed one is ever mailed.
 */
const followFromGift = async (deps: CommandApiDeps, event: Stored<'DonationRecorded'>) => {
  const { email, keepPosted, isRecurring, campaignId, donationId, language } = event.data;
  if (!email || !(keepPosted || isRecurring)) return;
  const campaign = await campaignFacts(deps, campaignId);
  if (!campaign) return;
  const followId = followIdFor(deps.config.emailIdKey, campaign.creatorId, email);
  const { state } = await loadState(deps.store, followStream(followId), followDecider);
  if (state.status === 'following') return;
  const context = reactionContext(event, deps.clock());
  const ask: Ask = {
    followId,
    creatorId: campaign.creatorId,
    email,
    donationId,
    ...(language ? { language } : {}),
    followedAt: context.now.toISOString(),
  };
  if (await isOwnAddress(deps, event, email))
    await askWithoutMail(deps, ask, 'ownAccount', context);
  else if (await mayMailConfirmation(deps.db, email)) await askWithMailedLink(deps, ask, context);
  else await askWithoutMail(deps, ask, 'heldBack', context);
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
    const language = mailLanguage(state.language);
    const mail = newCampaignMail(
      {
        email: state.email,
        creatorName: news.creatorName,
        campaignTitle: news.campaignTitle,
        giveLink: `${publicUrl}${pathInLanguage(language, `/donation/${news.campaignId}`)}`,
        unfollowLink: `${publicUrl}${pathInLanguage(language, unfollowPath(jwtSecret, followId))}`,
      },
      mailWords(language),
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

/**
 * Approval of a creator's campaign tells every backer who confirmed they follow that creator (the creator's
 * confirmations, read by its id); a follow nobody confirmed is never mailed.
 */
const notifyFollowers = async (deps: CommandApiDeps, event: Stored<'CampaignApproved'>) => {
  const campaign = await campaignFacts(deps, event.data.campaignId);
  if (!campaign) return;
  const follows = await deps.store.readByType(['FollowConfirmed'], {
    creatorId: campaign.creatorId,
  });
  const followIds = new Set(follows.map((follow) => follow.data.followId));
  if (followIds.size === 0) return;
  const news = {
    campaignId: campaign.campaignId,
    campaignTitle: campaign.title,
    creatorName: await creatorNameOf(deps, campaign.creatorId),
  };
  for (const followId of followIds) await notifyFollower(deps, followId, news, event);
};

/** Backers who asked to be kept posted and confirmed it follow the creator, and hear once about each new campaign approved. */
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
