import { KNOWN_BUG_PATHS } from './known-bugs';
import { MoneyCommand, type MoneyModel, type MoneyReal, pick } from './money-real';

/** A payment that never became a gift: a dispute of it walks a known bug. */
const neverAGift = (real: MoneyReal, paymentId: string) =>
  'disputeOfUnallocatedPayment' in KNOWN_BUG_PATHS &&
  !real.world.store
    .all()
    .some((event) => event.type === 'DonationRecorded' && event.data.paymentId === paymentId);

/**
 * A donor's bank disputes a checkout's gift in the money it was charged in, all that is left of it or half (or
 * Paystack repeats the dispute); Paystack opens none on a checkout never paid or given back whole.
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
    if (neverAGift(real, paymentId)) return;
    const notice = real.world.paystack.disputeWebhook(paymentId, this.partial);
    if (!notice) return;
    if (!real.disputes.includes(notice.disputeId)) real.disputes.push(notice.disputeId);
    model.disputes = real.disputes.length;
    await real.steps.providerNotice(notice);
  }
  toString = () =>
    `webhook: checkout #${this.checkout} is disputed${this.partial ? ' (half of it)' : ''}`;
}

/** Paystack resolves a dispute, won or lost: once, or again with its first resolution. */
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
    const resolution = this.won ? 'declined' : 'merchant-accepted';
    const notice = real.world.paystack.disputeResolved(
      pick(real.disputes, this.dispute),
      resolution,
    );
    if (notice) await real.steps.providerNotice(notice);
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
    const notice = real.world.paystack.dashboardRefund(paymentId, this.share);
    if (notice) await real.steps.providerNotice(notice);
  }
  toString = () =>
    `webhook: ${this.share}/4 of checkout #${this.checkout} refunded from Paystack's dashboard`;
}

/** Paystack settles one of our own refunds, processed or failed, and its webhook comes (late, or again). */
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
    const { paymentId } = pick(real.checkouts, this.checkout);
    const notice = real.world.paystack.ourRefundWebhook(paymentId, this.refund, this.failed);
    if (notice) await real.steps.providerNotice(notice);
  }
  toString = () =>
    `webhook: our refund #${this.refund} of checkout #${this.checkout} ${this.failed ? 'failed' : 'processed'}`;
}
