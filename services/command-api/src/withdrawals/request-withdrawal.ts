import type { AlongsideWrite } from '@harambee/eventstore';
import type { Actor } from '@harambee/platform';
import { campaignDecider, campaignStream } from '../campaigns/campaign';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { retryOnConflict, withMetadata } from '../core/handle-command';
import { campaignEscrowCents } from '../money-out/campaign-escrow';
import { campaignGifts } from '../money-out/campaign-gifts';
import { payoutGatewayFor } from '../payouts/choose-payout-gateway';
import { linkedWallet } from './linked-wallet';
import { withdrawalDecider, withdrawalStream } from './withdrawal';
import type { WithdrawalState } from './withdrawal-state';
import type { WithdrawalStep } from './withdrawal-mail';

/** The mail written with the request, in its transaction. */
type MailFor = (
  state: WithdrawalState,
  step: WithdrawalStep,
) => Promise<AlongsideWrite | undefined> | AlongsideWrite | undefined;

/**
 * What the withdrawal would record, decided on the campaign, its gifts and the linked wallet (which the payout provider
 * must pay); nothing is written.
 */
export const decideWithdrawal = async (
  deps: CommandApiDeps,
  actor: Actor,
  campaignId: string,
  now: Date,
) => {
  const { store } = deps;
  const [withdrawal, campaign] = await store.readStreams([
    withdrawalStream(campaignId),
    campaignStream(campaignId),
  ]);
  const current = fold(withdrawalDecider, withdrawal!.events);
  const version = withdrawal!.version;
  const wallet = await linkedWallet(store, actor.userId);
  const gateway = wallet && payoutGatewayFor(deps.config, wallet);
  const events = withdrawalDecider.decide(
    {
      type: 'RequestWithdrawal',
      actor,
      campaign: fold(campaignDecider, campaign!.events),
      gifts: await campaignGifts(store, campaignId),
      escrowCents: await campaignEscrowCents(store, campaignId),
      wallet,
      walletPaid: !wallet || !gateway || gateway.pays(wallet),
      now,
    },
    current,
  );
  return { events, requested: events.reduce(withdrawalDecider.evolve, current), version };
};

/** A creator asks for their funded campaign's money: once, or again after a rejection (at the version it read). */
export const requestWithdrawal = (
  deps: CommandApiDeps,
  actor: Actor,
  campaignId: string,
  context: CommandContext,
  mailFor: MailFor = () => undefined,
) =>
  retryOnConflict(async () => {
    const { events, requested, version } = await decideWithdrawal(
      deps,
      actor,
      campaignId,
      context.now,
    );
    await deps.store.append(
      [
        {
          streamId: withdrawalStream(campaignId),
          expected: version || 'no_stream',
          events: withMetadata(events, context),
        },
      ],
      await mailFor(requested, 'requested'),
    );
    return requested;
  });
