import { Close, TimePasses } from './campaign-commands';
import { ChargeWebhook, CreateCampaign, StartCheckout } from './gift-commands';
import type { LocalMoney } from './local-money';
import { refusedOr } from './money-steps';
import {
  deliverNotice,
  MoneyCommand,
  type MoneyModel,
  type MoneyReal,
  pick,
  walk,
} from './money-real';

/**
 * A donor's bank disputes a checkout's payment (its gift, or a payment that came late or did not match) in the money
 * it was charged in, all that is left of it or half (or Paystack repeats the dispute); Paystack opens none on a
 * checkout never paid or given back whole.
 */
export class DisputeOpens extends MoneyCommand {
  constructor(
    readonly checkout: number,
    readonly partial = false,
  ) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.checkouts > 0;
  async act(model: MoneyModel, real: MoneyReal) {
    const { paymentId } = pick(real.checkouts, this.checkout);
    const notice = real.world.provider.disputeWebhook(paymentId, this.partial);
    if (!notice) return;
    if (!real.disputes.includes(notice.disputeId)) real.disputes.push(notice.disputeId);
    model.disputes = real.disputes.length;
    await deliverNotice(real, notice);
  }
  toString = () =>
    `webhook: checkout #${this.checkout} is disputed${this.partial ? ' (half of it)' : ''}`;
}

/** Paystack resolves a dispute (an open one, when there is one), won or lost: once, or again with its first resolution. */
export class DisputeResolved extends MoneyCommand {
  constructor(
    readonly dispute: number,
    readonly won: boolean,
  ) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.disputes > 0;
  async act(_model: MoneyModel, real: MoneyReal) {
    if (real.disputes.length === 0) return;
    const open = real.disputes.filter(real.world.provider.disputeOpen);
    const disputeId = pick(open.length > 0 ? open : real.disputes, this.dispute);
    const resolution = this.won ? 'declined' : 'merchant-accepted';
    const notice = real.world.provider.disputeResolved(disputeId, resolution);
    if (notice) await deliverNotice(real, notice);
  }
  toString = () => `webhook: dispute #${this.dispute} ${this.won ? 'won' : 'lost'}`;
}

/** A refund made in Paystack's dashboard, in the charge's money, of a part or all of what is left of a gift. */
export class ProviderRefund extends MoneyCommand {
  constructor(
    readonly checkout: number,
    readonly share: number,
  ) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.checkouts > 0;
  async act(_model: MoneyModel, real: MoneyReal) {
    const { paymentId } = pick(real.checkouts, this.checkout);
    const notice = real.world.provider.dashboardRefund(paymentId, this.share);
    if (notice) await deliverNotice(real, notice);
  }
  toString = () =>
    `webhook: ${this.share}/4 of checkout #${this.checkout} refunded from Paystack's dashboard`;
}

/** Paystack settles one of our refunds of a payment and its webhook comes, counted by how it came. */
const ourRefundWebhook = async (
  real: MoneyReal,
  paymentId: string,
  refund: number,
  failed: boolean,
) => {
  const notice = real.world.provider.ourRefundWebhook(paymentId, refund, failed);
  if (!notice) return;
  walk(real, 'our refund webhook');
  if (notice.came.again) walk(real, 'our refund webhook again');
  if (notice.came.late) walk(real, 'our refund webhook late');
  if (notice.came.reordered) walk(real, 'our refund webhooks reordered');
  await deliverNotice(real, notice);
};

/**
 * Paystack settles one of our own refunds (of a checkout we refunded, when there is one), processed or failed, and
 * its webhook comes: on time, again, late (after our next refund of it), or after a later refund's.
 */
export class OurRefundSettled extends MoneyCommand {
  constructor(
    readonly checkout: number,
    readonly refund: number,
    readonly failed: boolean,
  ) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.checkouts > 0;
  async act(_model: MoneyModel, real: MoneyReal) {
    const refunded = real.world.provider.refundedByUs();
    const ours = real.checkouts.filter(({ paymentId }) => refunded.includes(paymentId));
    const { paymentId } = pick(ours.length > 0 ? ours : real.checkouts, this.checkout);
    await ourRefundWebhook(real, paymentId, this.refund, this.failed);
  }
  toString = () =>
    `webhook: our refund #${this.refund} of checkout #${this.checkout} ${this.failed ? 'failed' : 'processed'}`;
}

/** Which of our two refunds of a gift Paystack settles (the first or its retry), and how. */
export type RefundWebhook = { refund: 0 | 1; failed: boolean };

/**
 * A gift we refund twice over: its campaign is closed with refunds, and either Paystack fails our refund and says so
 * and we retry it (`retried`), or half of the gift was disputed and the dispute is won, so its half is refunded apart
 * (`disputeWon`); then the webhooks of both refunds come in `order` (late, again, reordered, processed or failed).
 */
export class OurRefundsComeInAnyOrder extends MoneyCommand {
  constructor(
    readonly local: LocalMoney,
    readonly twice: 'retried' | 'disputeWon',
    readonly order: RefundWebhook[],
  ) {
    super();
  }
  check = () => true;
  async act(model: MoneyModel, real: MoneyReal) {
    const campaign = real.campaigns.length;
    const checkout = real.checkouts.length;
    const disputed = this.twice === 'disputeWon';
    const steps = [
      new CreateCampaign(0, 20_000, 5),
      new StartCheckout(campaign, 1_000, 0, this.local, false),
      new ChargeWebhook(checkout, true),
      ...(disputed ? [new DisputeOpens(checkout, true)] : []),
      new Close(campaign, true),
      ...(disputed ? [new DisputeResolved(real.disputes.length, true)] : []),
    ];
    for (const step of steps) {
      if ((await refusedOr(step.act(model, real))) === 'refused') return;
      await real.world.drain();
    }
    const { paymentId } = real.checkouts[checkout]!;
    if (!disputed) {
      await ourRefundWebhook(real, paymentId, 0, true);
      await new TimePasses(1).act(model, real);
      await real.world.drain();
    }
    for (const { refund, failed } of this.order) {
      await refusedOr(ourRefundWebhook(real, paymentId, refund, failed));
      await real.world.drain();
    }
  }
  toString = () =>
    `a ${this.local.currency} gift is refunded by us, ${this.twice === 'retried' ? 'the refund fails and is retried' : 'half of it after a dispute won'}; then Paystack's webhooks: ${this.order.map(({ refund, failed }) => `#${refund} ${failed ? 'failed' : 'processed'}`).join(', ')}`;
}
