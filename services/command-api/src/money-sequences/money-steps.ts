import { AppError } from '@harambee/platform';
import { endCampaign } from '../campaign-end/end-campaign';
import { campaignDecider, campaignStream } from '../campaigns/campaign';
import type { CommandContext } from '../core/command-context';
import { fold } from '../core/decider';
import { recordProviderNotices } from '../disputes/record-provider-notice';
import { handleCommand, handleCommandWith } from '../core/handle-command';
import { assertOpenForDonations, donationDecider, donationStream } from '../donations/donation';
import { campaignGifts } from '../money-out/campaign-gifts';
import { choosePaymentProvider } from '../payments/choose-payment-provider';
import { paymentDecider, paymentStream } from '../payments/payment';
import { PaymentProviderError } from '../payments/payment-provider';
import { settlePayment } from '../payments/settle-payment';
import { choosePayoutGateways } from '../payouts/choose-payout-gateway';
import { settlePayoutCallback } from '../payouts/payout-process';
import { payoutQuotes } from '../withdrawals/payout-quotes';
import { requestWithdrawal } from '../withdrawals/request-withdrawal';
import { withdrawalDecider, withdrawalStream } from '../withdrawals/withdrawal';
import { quoteOf } from './local-money';
import type { Checkout } from './checkout';
import type { MoneyWorld } from './money-world';

type Headers = Record<string, string>;

const DAY_MS = 86_400_000;
export const ADMIN = { userId: 'admin-1', role: 'admin' as const };
export const creator = (userId: string) => ({ userId, role: 'creator' as const });

const contextOf = (
  world: MoneyWorld,
  actor?: typeof ADMIN | ReturnType<typeof creator>,
): CommandContext => ({
  actor,
  system: !actor,
  correlationId: `step-${world.store.all().length}`,
  now: world.now(),
});

/** A refusal a person would be shown (4xx): the step changes nothing and the sequence goes on. */
export const refusedOr = async (step: Promise<unknown>): Promise<'done' | 'refused'> => {
  try {
    await step;
    return 'done';
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return 'refused';
    throw error;
  }
};

const backer = (campaignId: string, amountCents: number) => ({
  campaignId,
  amountCents,
  donorName: 'Wanjiru',
  anonymous: false,
  message: '',
  email: 'wanjiru@example.org',
  isRecurring: false,
  recurringInterval: null,
  dedication: null,
});

/** What people and providers do to money, each through the write side's own handlers. */
export const moneySteps = (world: MoneyWorld) => {
  const { deps, store, provider } = world;
  const campaignState = async (campaignId: string) =>
    fold(campaignDecider, (await store.readStream(campaignStream(campaignId))).events);
  return {
    createCampaign: async (
      campaignId: string,
      creatorId: string,
      goalCents: number,
      days: number,
    ) => {
      const now = world.now();
      await handleCommand(
        store,
        campaignStream(campaignId),
        campaignDecider,
        {
          type: 'CreateCampaign',
          data: {
            campaignId,
            creatorId,
            title: `Campaign ${campaignId}`,
            story: 'A story',
            goalCents,
            category: 'equipment',
            endDate: new Date(now.getTime() + days * DAY_MS).toISOString(),
            imagePath: '/uploads/campaign.png',
            country: 'Kenya',
            createdAt: now.toISOString(),
          },
        },
        contextOf(world, creator(creatorId)),
      );
      await handleCommand(
        store,
        campaignStream(campaignId),
        campaignDecider,
        { type: 'ApproveCampaign', at: now.toISOString() },
        contextOf(world, ADMIN),
      );
    },
    /**
     * A hosted checkout opened at the provider for a gift, priced in the donor's money: it waits for the webhook.
     * None in a currency the provider does not charge.
     */
    startCheckout: async ({
      paymentId,
      campaignId,
      amountCents,
      charged,
      feeCover,
      method,
    }: Checkout) => {
      if (!provider.charges(charged.currency)) return;
      assertOpenForDonations(await campaignState(campaignId), world.now());
      await handleCommand(
        store,
        paymentStream(paymentId),
        paymentDecider,
        {
          type: 'StartCheckout',
          data: {
            paymentId,
            ...backer(campaignId, amountCents),
            charged,
            ...(feeCover && { feeCover }),
            method,
            provider: provider.name,
            providerReference: paymentId,
            startedAt: world.now().toISOString(),
          },
          rates: quoteOf(charged.currency, paymentId, world.now()),
        },
        contextOf(world),
      );
      provider.openCheckout(paymentId, charged, method === 'card' ? 'card' : 'mobile_money');
    },
    /** The provider's webhook for a checkout it opened (none for one refused before it reached Paystack). */
    chargeWebhook: async ({ paymentId }: Checkout, succeeded: boolean) => {
      const webhook = provider.chargeWebhook(paymentId, succeeded);
      if (!webhook) return;
      await settlePayment(
        deps,
        choosePaymentProvider(deps.config)!,
        webhook.rawBody,
        webhook.headers,
      );
    },
    /** The sandbox's in-page card: charged, then the gift recorded with the payment, as /v1/donations does. */
    giveInPage: async (campaignId: string, amountCents: number) => {
      const context = contextOf(world);
      assertOpenForDonations(await campaignState(campaignId), context.now);
      const charged = await deps.payments.chargeCard({
        amountCents,
        campaignId,
        card: {
          cardNumber: '4242424242424242',
          expiry: '12/30',
          cvv: '123',
          cardholderName: 'Wanjiru',
        },
      });
      if (!charged.approved) return;
      const payment = await deps.payments.findPayment(charged.paymentId);
      await handleCommandWith(
        store,
        donationStream(charged.paymentId),
        donationDecider,
        { streamId: campaignStream(campaignId), decider: campaignDecider },
        (campaign) => ({
          type: 'RecordDonation' as const,
          data: {
            donationId: `gift-${charged.paymentId}`,
            paymentId: charged.paymentId,
            ...backer(campaignId, amountCents),
            paymentMethod: 'creditCard' as const,
            donatedAt: context.now.toISOString(),
          },
          payment,
          campaign,
          now: context.now,
        }),
        context,
      );
    },
    close: (campaignId: string, refund: boolean) =>
      endCampaign(
        deps,
        campaignId,
        { type: 'CloseCampaign', closeReason: 'Closed by an admin', refund },
        contextOf(world, ADMIN),
      ),
    deleteCampaign: (campaignId: string) =>
      handleCommand(
        store,
        campaignStream(campaignId),
        campaignDecider,
        { type: 'DeleteCampaign', at: world.now().toISOString() },
        contextOf(world, ADMIN),
      ),
    requestWithdrawal: (campaignId: string, creatorId: string) =>
      requestWithdrawal(deps, creator(creatorId), campaignId, contextOf(world, creator(creatorId))),
    review: async (campaignId: string, approve: boolean) => {
      const gifts = await campaignGifts(store, campaignId);
      const stream = withdrawalStream(campaignId);
      const before = fold(withdrawalDecider, (await store.readStream(stream)).events);
      return handleCommand(
        store,
        stream,
        withdrawalDecider,
        approve
          ? {
              type: 'ApproveWithdrawal',
              gifts,
              now: world.now(),
              confirmNewWallet: true,
              quotes: await payoutQuotes(deps.config, before, gifts, world.now()),
            }
          : { type: 'RejectWithdrawal', reason: 'The wallet does not match', now: world.now() },
        contextOf(world, ADMIN),
      );
    },
    /**
     * A dispute or refund webhook, as the webhook route reads and records it: false when the provider could not be
     * asked what it needs (answered 5xx, the webhook comes again later).
     */
    providerNotice: async ({ rawBody, headers }: { rawBody: Buffer; headers: Headers }) => {
      const notices = await choosePaymentProvider(deps.config)!.parseNotices(rawBody, headers);
      try {
        if (notices) await recordProviderNotices(deps, notices);
        return true;
      } catch (error) {
        if (error instanceof PaymentProviderError) return false;
        throw error;
      }
    },
    /**
     * The provider's callback for a transfer as it stands now (late, repeated or for an earlier attempt); one whose
     * transfer could not be read back from the provider is not delivered yet.
     */
    transferCallback: async (reference: string) => {
      const callback = provider.transferCallback(reference);
      if (!callback) return;
      try {
        await settlePayoutCallback(
          deps,
          choosePayoutGateways(deps.config)[0]!,
          callback.rawBody,
          callback.headers,
        );
      } catch (error) {
        // The provider could not be asked to confirm it: answered 5xx, the callback comes again later.
        if (error instanceof PaymentProviderError) return;
        throw error;
      }
      provider.told(reference);
    },
  };
};
