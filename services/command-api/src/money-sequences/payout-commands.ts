import type { CurrencyCode } from '@harambee/rules';
import { withdrawalOfReference } from '../withdrawals/payout-references';
import type { TransferOutcome } from './model-provider';
import { KNOWN_BUG_PATHS } from './known-bugs';
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

const GIVEN_BACK = ['ProviderRefundRecorded', 'DisputeOpened', 'DonationRefunded'];

/**
 * Gifts of the transfer's campaign were given back since its withdrawal was requested, so an approval again revises
 * it, and the transfer is found paid after all once it was approved again or revised; or its callback is lost, so
 * gifts may be given back and an approval come first: a known bug's path.
 */
const paidAfterAllOnceRevised = (real: MoneyReal, reference: string, callback: boolean) => {
  if (!('paidAfterAllOnceRevised' in KNOWN_BUG_PATHS)) return false;
  const campaignId = withdrawalOfReference(reference);
  let requested = false;
  let givenBack = false;
  let approvals = 0;
  for (const { type, data } of real.world.store.all()) {
    if ((data as { campaignId?: string }).campaignId !== campaignId) continue;
    if (type === 'WithdrawalRequested') requested = true;
    if (requested && GIVEN_BACK.includes(type)) givenBack = true;
    if (type === 'WithdrawalApproved' || type === 'WithdrawalRevised') approvals += 1;
  }
  return (givenBack && approvals > 1) || !callback;
};

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
    const afterAll = this.outcome === 'succeededAfterAll';
    if (afterAll && paidAfterAllOnceRevised(real, reference, this.callback)) return;
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
