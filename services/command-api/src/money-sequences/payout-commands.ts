import type { CurrencyCode } from '@harambee/rules';
import type { TransferOutcome } from './model-provider';
import { MoneyCommand, type MoneyModel, type MoneyReal, pick, pickReached } from './money-real';

export class RequestWithdrawal extends MoneyCommand {
  constructor(readonly campaign: number) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.campaigns > 0;
  act(_model: MoneyModel, real: MoneyReal) {
    const { campaignId, creatorId } = pickReached(real, this.campaign, 'CampaignEnded', 'funded');
    return real.steps.requestWithdrawal(campaignId, creatorId);
  }
  toString = () => `the creator withdraws funded campaign #${this.campaign}`;
}

export class Review extends MoneyCommand {
  constructor(
    readonly campaign: number,
    readonly approve: boolean,
  ) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.campaigns > 0;
  act(_model: MoneyModel, real: MoneyReal) {
    const { campaignId } = pickReached(real, this.campaign, 'WithdrawalRequested');
    return real.steps.review(campaignId, this.approve);
  }
  toString = () =>
    `an admin ${this.approve ? 'approves (or retries)' : 'rejects'} withdrawal #${this.campaign}`;
}

/**
 * Paystack decides a pending transfer (or reverses one that succeeded, or finds one it failed went through after
 * all), and its callback arrives (or is lost).
 */
export class TransferDecided extends MoneyCommand {
  constructor(
    readonly transfer: number,
    readonly outcome: TransferOutcome,
    readonly callback: boolean,
  ) {
    super();
  }
  check = () => true;
  async act(_model: MoneyModel, real: MoneyReal) {
    const references = real.world.provider.references();
    if (references.length === 0) return;
    const reference = pick(references, this.transfer);
    real.world.provider.settle(reference, this.outcome);
    if (this.callback) await real.steps.transferCallback(reference);
  }
  toString = () =>
    `Paystack: transfer #${this.transfer} ${this.outcome}${this.callback ? '' : ' (callback lost)'}`;
}

/** A callback again: repeated, late, or for an earlier attempt. */
export class TransferCallbackAgain extends MoneyCommand {
  constructor(readonly transfer: number) {
    super();
  }
  check = () => true;
  async act(_model: MoneyModel, real: MoneyReal) {
    const references = real.world.provider.references();
    if (references.length > 0) await real.steps.transferCallback(pick(references, this.transfer));
  }
  toString = () => `Paystack sends transfer #${this.transfer}'s callback again`;
}

/** The rate source moves one currency's rate between the gifts' quotes and a payout's (at its approval). */
export class RateMoves extends MoneyCommand {
  constructor(
    readonly currency: CurrencyCode,
    readonly percent: number,
  ) {
    super();
  }
  check = () => true;
  act = async (_model: MoneyModel, real: MoneyReal) =>
    real.world.rates.move(this.currency, this.percent);
  toString = () => `the ${this.currency} rate moves ${this.percent} %`;
}
