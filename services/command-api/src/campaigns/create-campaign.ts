import type { HarambeeEvent } from '@harambee/events';
import { InvalidInputError, UnauthorizedError } from '@harambee/platform';
import { randomUUID } from 'node:crypto';
import { claimEmail, emailStream } from '../accounts/email-claim';
import { findAccountByEmail, publicUser, type Account } from '../accounts/find-account';
import { hashPassword, passwordMatches } from '../accounts/passwords';
import { userStream } from '../accounts/user';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { retryOnConflict, loadState, withMetadata } from '../core/handle-command';
import { toCents } from '../core/money';
import { sanitizeRichText } from '../core/rich-text';
import { splitVerificationToken, verificationDecider, verificationStream, liveVerification } from '../verification/verification';
import { campaignStream } from './campaign';
import type { CreateCampaignForm } from './campaign-schemas';

const assertVerified = async (deps: CommandApiDeps, form: CreateCampaignForm, now: Date) => {
  const { verificationId } = splitVerificationToken(form.verificationToken);
  const { state } = await loadState(deps.store, verificationStream(verificationId), verificationDecider);
  const verification = liveVerification(state, form.email, now);
  if (verification.status !== 'confirmed') throw new InvalidInputError('Please verify your email address first');
};

/** An existing account must prove it is theirs with its password; a new address registers a creator. */
const creatorFor = async (deps: CommandApiDeps, form: CreateCampaignForm, context: CommandContext) => {
  const existing = await findAccountByEmail(deps.store, form.email);
  if (existing) {
    if (!(await passwordMatches(existing.passwordHash, form.password))) {
      throw new UnauthorizedError('An account with this email already exists. Please use its password or log in.');
    }
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
    registeredAt: context.now.toISOString(),
  };
  const account: Account = { status: 'registered', role: 'creator', completedResets: [], ...registered };
  const events: HarambeeEvent[] = [{ type: 'CreatorRegistered', data: registered }];
  return {
    account,
    writes: [
      { streamId: emailStream(form.email), expected: 'no_stream' as const, events: withMetadata([claimEmail(form.email, userId)], context) },
      { streamId: userStream(userId), expected: 'no_stream' as const, events: withMetadata(events, context) },
    ],
  };
};

export const createCampaign = (
  deps: CommandApiDeps,
  form: CreateCampaignForm,
  imagePath: string,
  context: CommandContext,
) =>
  retryOnConflict(async () => {
    await assertVerified(deps, form, context.now);
    const { account, writes } = await creatorFor(deps, form, context);
    const campaignId = randomUUID();
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
      { streamId: campaignStream(campaignId), expected: 'no_stream', events: withMetadata([created], actorContext) },
    ]);
    return { campaignId, account: publicUser(account) };
  });
