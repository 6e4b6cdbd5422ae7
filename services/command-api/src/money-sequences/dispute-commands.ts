import { MoneyCommand, type MoneyModel, type MoneyReal, pick } from './money-real';

/** A donor's bank disputes a checkout's gift, in the money it was charged in (or Paystack repeats a dispute). */
export class DisputeOpens extends MoneyCommand {
  constructor(readonly checkout: number) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.checkouts > 0;
  act(model: MoneyModel, real: MoneyReal) {
    const { paymentId, charged } = pick(real.checkouts, this.checkout);
    const disputeId = 358_950 + real.disputes.length;
    real.disputes.push({ disputeId, paymentId, charged });
    model.disputes += 1;
    return real.steps.providerNotice(
      real.world.paystack.disputeWebhook(paymentId, charged, disputeId),
    );
  }
  toString = () => `webhook: checkout #${this.checkout} is disputed`;
}

/** Paystack resolves a dispute, won or lost: once, again, or one whose opening never came. */
export class DisputeResolved extends MoneyCommand {
  constructor(
    readonly dispute: number,
    readonly won: boolean,
  ) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.disputes > 0;
  act(_model: MoneyModel, real: MoneyReal) {
    const { paymentId, charged, disputeId } = pick(real.disputes, this.dispute);
    const resolution = this.won ? 'declined' : 'merchant-accepted';
    return real.steps.providerNotice(
      real.world.paystack.disputeWebhook(paymentId, charged, disputeId, resolution),
    );
  }
  toString = () => `webhook: dispute #${this.dispute} ${this.won ? 'won' : 'lost'}`;
}

/** A refund made in Paystack's dashboard, in the charge's money, of a part or all of a gift (or more than is left). */
export class ProviderRefund extends MoneyCommand {
  constructor(
    readonly checkout: number,
    readonly share: number,
  ) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.checkouts > 0;
  act(_model: MoneyModel, real: MoneyReal) {
    const { paymentId, charged } = pick(real.checkouts, this.checkout);
    const refunded = {
      currency: charged.currency,
      amountMinor: Math.max(1, Math.round((charged.amountMinor * this.share) / 4)),
    };
    const reference = `re_dash_${real.world.store.all().length}`;
    return real.steps.providerNotice(
      real.world.paystack.refundWebhook(paymentId, refunded, reference),
    );
  }
  toString = () =>
    `webhook: ${this.share}/4 of checkout #${this.checkout} refunded from Paystack's dashboard`;
}
