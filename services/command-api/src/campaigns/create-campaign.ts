import type { HarambeeEvent } from '@harambee/events';
import { InvalidInputError, UnauthorizedError } from '@harambee/platform';
import { createHash, randomUUID } from 'node:crypto';
import { claimEmail, emailHolder, emailStream } from '../accounts/email-claim';
import { findAccountByEmail, publicUser, type Account } from '../accounts/find-account';
import { hashPassword, passwordMatches } from '../accounts/passwords';
import { userStream } from '../accounts/user';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { retryOnConflict, loadState, withMetadata } from '../core/handle-command';
import { toCents } from '../core/money';
import { sanitizeRichText } from '../core/rich-text';
import {
  VERIFICATION_FAILED,
  hashToken,
  liveVerification,
  splitVerificationToken,
  verificationDecider,
  verificationStream,
} from '../verification/verification';
import { campaignDecider, campaignStream } from './campaign';
import type { CreateCampaignForm } from './campaign-schemas';

const assertVerified = async (deps: CommandApiDeps, form: CreateCampaignForm, now: Date) => {
  const { verificationId } = splitVerificationToken(form.verificationToken);
  const { state } = await loadState(
    deps.store,
    verificationStream(verificationId),
    verificationDecider,
  );
  const verification = liveVerification(state, form.email, now);
  // The mailed secret, not just the handle: whoever asked for the mail must also be who can read it.
  if (verification.tokenHash !== hashToken(form.verificationToken))
    throw new InvalidInputError(VERIFICATION_FAILED);
  if (verification.status !== 'confirmed')
    throw new InvalidInputError({ key: 'api.email.verifyFirst' });
  return verification.verificationId;
};

/**
 * One verified submission makes one campaign: its id is derived from the verification (a UUID of version 8),
 * so a submit retried on a slow network finds the campaign it already made instead of making a second.
 */
export const campaignIdFor = (verificationId: string) => {
  const hex = createHash('sha256').update(`campaign:${verificationId}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const assertPassword = async (account: Account, password: string) => {
  if (!(await passwordMatches(account.passwordHash, password)))
    throw new UnauthorizedError({ key: 'api.account.existsUsePassword' });
};

/**
 * The creator as far as can be known before the image is decoded: the email verified with the mailed secret and,
 * when the address has an account, its password. Everything costly comes after.
 */
export const provenCreator = async (deps: CommandApiDeps, form: CreateCampaignForm, now: Date) => {
  const verificationId = await assertVerified(deps, form, now);
  const existing = await findAccountByEmail(deps, form.email);
  if (existing) await assertPassword(existing, form.password);
  return { verificationId, provenUserId: existing?.userId };
};
export type ProvenCreator = Awaited<ReturnType<typeof provenCreator>>;

/** An existing account must prove it is theirs with its password (once is enough); a new address registers a creator. */
const creatorFor = async (
  deps: CommandApiDeps,
  form: CreateCampaignForm,
  proven: ProvenCreator,
  context: CommandContext,
) => {
  const existing = await findAccountByEmail(deps, form.email);
  if (existing) {
    if (existing.userId !== proven.provenUserId) await assertPassword(existing, form.password);
    return { account: existing, writes: [] };
  }
  const userId = randomUUID();
  const registered = {
    userId,
    name: form.name,
    email: form.email,
    phone: form.phone,
    country: form.country,
    passwordHash: await hashPassword(form.password),
    ...(context.language ? { language: context.language } : {}),
    registeredAt: context.now.toISOString(),
  };
  const account: Account = {
    status: 'registered',
    role: 'creator',
    completedResets: [],
    sessionVersion: 0,
    ...registered,
  };
  const events: HarambeeEvent[] = [{ type: 'CreatorRegistered', data: registered }];
  return {
    account,
    writes: [
      {
        streamId: emailStream(deps.config.emailIdKey, form.email),
        expected: (await emailHolder(deps, form.email)).expected,
        events: withMetadata([claimEmail(form.email, userId)], context),
      },
      {
        streamId: userStream(userId),
        expected: 'no_stream' as const,
        events: withMetadata(events, context),
      },
    ],
  };
};

export const createCampaign = (
  deps: CommandApiDeps,
  form: CreateCampaignForm,
  proven: ProvenCreator,
  imagePath: string,
  context: CommandContext,
) =>
  retryOnConflict(async () => {
    const campaignId = campaignIdFor(proven.verificationId);
    const { account, writes } = await creatorFor(deps, form, proven, context);
    const made = await loadState(deps.store, campaignStream(campaignId), campaignDecider);
    if (made.state.status !== 'none')
      return { campaignId, account: publicUser(account), created: false };
    const created: HarambeeEvent = {
      type: 'CampaignCreated',
      data: {
        campaignId,
        creatorId: account.userId,
        title: form.title,
        story: sanitizeRichText(form.story),
        goalCents: toCents(form.goalAmount),
        category: form.category,
        endDate: form.endDate,
        imagePath,
        country: account.country ?? form.country,
        createdAt: context.now.toISOString(),
      },
    };
    const actorContext = { ...context, actor: { userId: account.userId, role: account.role } };
    await deps.store.append([
      ...writes,
      {
        streamId: campaignStream(campaignId),
        expected: 'no_stream',
        events: withMetadata([created], actorContext),
      },
    ]);
    return { campaignId, account: publicUser(account), created: true };
  });
