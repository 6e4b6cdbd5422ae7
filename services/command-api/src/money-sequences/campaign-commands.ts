import { campaignEndJob } from '../campaign-end/end-campaign';
import { payoutChecksJob } from '../payouts/payout-process';
import { refundRetriesJob } from '../refunds/refund-process';
import {
  MoneyCommand,
  type MoneyModel,
  type MoneyReal,
  pick,
  redeliverNotices,
} from './money-real';

/**
 * The clock moves on: webhooks we answered 5xx come again, campaigns past their end date end, failed refunds whose
 * wait passed are retried, open transfers are checked with Paystack.
 */
export class TimePasses extends MoneyCommand {
  constructor(readonly hours: number) {
    super();
  }
  check = () => true;
  async act(_model: MoneyModel, real: MoneyReal) {
    real.world.advance(this.hours * 3_600_000);
    await redeliverNotices(real);
    await campaignEndJob.run(real.world.deps);
    await refundRetriesJob.run(real.world.deps);
    await payoutChecksJob.run(real.world.deps);
  }
  toString = () => `${this.hours} hours pass`;
}

export class Close extends MoneyCommand {
  constructor(
    readonly campaign: number,
    readonly refund: boolean,
  ) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.campaigns > 0;
  act(_model: MoneyModel, real: MoneyReal) {
    return real.steps.close(pick(real.campaigns, this.campaign).campaignId, this.refund);
  }
  toString = () =>
    `an admin closes campaign #${this.campaign}${this.refund ? ' and refunds its backers' : ''}`;
}

export class Delete extends MoneyCommand {
  constructor(readonly campaign: number) {
    super();
  }
  check = (model: Readonly<MoneyModel>) => model.campaigns > 0;
  act(_model: MoneyModel, real: MoneyReal) {
    return real.steps.deleteCampaign(pick(real.campaigns, this.campaign).campaignId);
  }
  toString = () => `an admin deletes campaign #${this.campaign}`;
}
