import { campaignEndJob } from '../campaign-end/end-campaign';
import { TimePasses } from './campaign-commands';
import { refusedOr } from './money-steps';
import { RequestWithdrawal, Review } from './payout-commands';
import { type LocalMoney, priceGift, withCoveredFees } from './local-money';
import type { Checkout } from './checkout';
import { payoutReference } from '../withdrawals/payout-references';
import type { TransferOutcome } from './model-provider';
import {
  CREATORS,
  money,
  MoneyCommand,
  type MoneyModel,
  type MoneyReal,
  pick,
  usd,
} from './money-real';

export class CreateCampaign extends MoneyCommand {
  constructor(
    readonly creator: number,
    readonly goalCents: number,
    readonly days: number,
  ) {
    super();
  }
  check = () => true;
  async act(model: MoneyModel, real: MoneyReal) {
    const campaign = {
      campaignId: `c${real.campaigns.length + 1}`,
      creatorId: pick(CREATORS, this.creator),
    };
    real.campaigns.push(campaign);
    model.campaigns += 1;
    await real.steps.createCampaign(
      campaign.campaignId,
      campaign.creatorId,
      this.goalCents,
      this.days,
    );
  }
  toString = () => `create a campaign (goal ${usd(this.goalCents)}, ${this.days} days)`;
}

/**
 * A hosted checkout in the donor's own money: about `cents` US cents, charged in `local`'s currency, with the fees on
 * top when the donor covers them.
 */
export class StartCheckout extends MoneyCommand {
  readonly price: Pick<Checkout, 'amountCents' | 'charged' | 'feeCover'>;
  constructor(
    readonly campaign: number,
    cents: number,
    odd: number,
    readonly local: LocalMoney,
    readonly coverFees: boolean,
  ) {
    super();
    const price = priceGift(cents, odd, local);
    this.price = coverFees ? withCoveredFees(price, local) : price;
  }
  check = (model: Readonly<MoneyModel>) => model.campaigns > 0;
  async act(model: MoneyModel, real: MoneyReal) {
    const { campaignId } = pick(real.campaigns, this.campaign);
    const checkout: Checkout = {
      paymentId: `chk_${real.checkouts.length + 1}`,
      campaignId,
      ...this.price,
      method: this.local.method,
    };
    real.checkouts.push(checkout);
    model.checkouts += 1;
    await real.steps.startCheckout(checkout);
  }
  toString = () =>
    `start a ${this.local.method} checkout of ${money(this.price.charged)} (${usd(this.price.amountCents)}${this.coverFees ? ', fees covered' : ''}) for campaign #${this.campaign}`;
}

/** Paystack's webhook for a checkout: any number of times, in any order, success or failure. */
export class ChargeWebhook extends MoneyCommand {
  constructor(
    readonly checkout: number,
    readonly succeeded: boolean,
  ) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.checkouts > 0;
  act(_model: MoneyModel, real: MoneyReal) {
    return real.steps.chargeWebhook(pick(real.checkouts, this.checkout), this.succeeded);
  }
  toString = () => `webhook: checkout #${this.checkout} ${this.succeeded ? 'paid' : 'failed'}`;
}

export class GiveInPage extends MoneyCommand {
  constructor(
    readonly campaign: number,
    readonly amountCents: number,
  ) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.campaigns > 0;
  act(_model: MoneyModel, real: MoneyReal) {
    return real.steps.giveInPage(pick(real.campaigns, this.campaign).campaignId, this.amountCents);
  }
  toString = () =>
    `give ${usd(this.amountCents)} by the in-page card to campaign #${this.campaign}`;
}

/**
 * The end date passes while a paid checkout's gift is being recorded: the campaign ends between the webhook's
 * reading of the campaign and its append of the gift.
 */
export class EndsWhileGiftIsRecorded extends MoneyCommand {
  constructor(readonly checkout: number) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.checkouts > 0;
  act(_model: MoneyModel, real: MoneyReal) {
    real.world.raceBefore('donation-', async () => {
      real.world.advance(21 * 24 * 3_600_000);
      await campaignEndJob.run(real.world.deps);
    });
    return real.steps.chargeWebhook(pick(real.checkouts, this.checkout), true);
  }
  toString = () => `checkout #${this.checkout} is paid while its campaign's end date passes`;
}

/**
 * Paystack charges a checkout another amount (`delta` minor units more or less) or in another currency than it was
 * opened for, and says so in its webhook: never a gift, booked as it came and refunded.
 */
export class ChargedOtherwise extends MoneyCommand {
  constructor(
    readonly checkout: number,
    readonly delta: number,
    readonly otherCurrency: boolean,
  ) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.checkouts > 0;
  act(_model: MoneyModel, real: MoneyReal) {
    const checkout = pick(real.checkouts, this.checkout);
    const { amountMinor, currency } = checkout.charged;
    real.world.provider.chargeOtherwise(
      checkout.paymentId,
      Math.max(1, amountMinor + this.delta),
      this.otherCurrency ? (currency === 'USD' ? 'NGN' : 'USD') : currency,
    );
    return real.steps.chargeWebhook(checkout, true);
  }
  toString = () =>
    `webhook: checkout #${this.checkout} paid ${this.otherCurrency ? 'in another currency' : `${this.delta} minor units off`}`;
}

/**
 * How a funded campaign's payout goes on: waits, its answer is lost (its outcome unknown), is paid, fails, or fails, is
 * retried and then both go through.
 */
const FUNDED_PAYOUTS = {
  waits: 'waits',
  unanswered: 'is made, its answer lost',
  paid: 'is paid',
  failed: 'fails',
  duplicated: 'fails, is retried and paid, and then the first goes through after all',
};
export type FundedPayout = keyof typeof FUNDED_PAYOUTS;
export const FUNDED_PAYOUT_OUTCOMES = Object.keys(FUNDED_PAYOUTS) as FundedPayout[];

/**
 * A short campaign that reaches its goal and ends funded: created, a paid checkout of its whole goal in the donor's
 * money (fees covered or not), then its end date passes (and its creator withdraws at once, an admin approves). The
 * way short sequences reach withdrawals and payouts.
 */
export class FundedCampaign extends MoneyCommand {
  constructor(
    readonly creator: number,
    readonly goalCents: number,
    readonly local: LocalMoney,
    readonly coverFees: boolean,
    readonly withdrawn: boolean,
    readonly payout: FundedPayout = 'waits',
  ) {
    super();
  }
  check = () => true;
  async act(model: MoneyModel, real: MoneyReal) {
    if (this.payout === 'unanswered' && this.withdrawn)
      real.world.provider.fail([{ fault: 'lostAnswer', on: '/transfer' }]);
    if ((await this.funded(model, real)) === 'refused' || !this.withdrawn) return;
    const { campaignId } = real.campaigns.at(-1)!;
    const decide = async (attempt: number, outcome: TransferOutcome) => {
      const reference = payoutReference(campaignId, attempt);
      real.world.provider.settle(reference, outcome);
      await refusedOr(real.steps.transferCallback(reference));
      await real.world.drain();
    };
    if (this.payout === 'paid') await decide(1, 'success');
    if (this.payout === 'failed' || this.payout === 'duplicated') await decide(1, 'failed');
    if (this.payout !== 'duplicated') return;
    await refusedOr(real.steps.review(campaignId, true));
    await real.world.drain();
    await decide(2, 'success');
    await decide(1, 'succeededAfterAll');
  }
  private async funded(model: MoneyModel, real: MoneyReal) {
    const campaign = real.campaigns.length;
    const checkout = real.checkouts.length;
    const steps = [
      new CreateCampaign(this.creator, this.goalCents, 1),
      new StartCheckout(campaign, this.goalCents, 0, this.local, this.coverFees),
      new ChargeWebhook(checkout, true),
      new TimePasses(48),
      ...(this.withdrawn ? [new RequestWithdrawal(campaign), new Review(campaign, true)] : []),
    ];
    for (const step of steps) {
      if ((await refusedOr(step.act(model, real))) === 'refused') return 'refused';
      await real.world.drain();
    }
    return 'done';
  }
  toString = () =>
    `a campaign of ${usd(this.goalCents)} is funded in ${this.local.currency}${this.coverFees ? ' (fees covered)' : ''} and ends${this.withdrawn ? `; its creator withdraws and an admin approves; the transfer ${FUNDED_PAYOUTS[this.payout]}` : ''}`;
}
