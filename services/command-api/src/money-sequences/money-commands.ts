import fc from 'fast-check';
import { Close, Delete, TimePasses } from './campaign-commands';
import { type Fault, FAULT_TARGETS, FAULTS } from './model-provider';
import {
  DisputeOpens,
  DisputeResolved,
  OurRefundsComeInAnyOrder,
  OurRefundSettled,
  ProviderRefund,
} from './dispute-commands';
import { Crash, ProviderFaults } from './fault-commands';
import { LOCAL_MONEY_OF } from './local-money';
import type { ModelProvider } from './model-provider';
import {
  ChargedOtherwise,
  ChargeWebhook,
  CreateCampaign,
  FUNDED_PAYOUT_OUTCOMES,
  FundedCampaign,
  EndsWhileGiftIsRecorded,
  GiveInPage,
  StartCheckout,
} from './gift-commands';
import {
  RateMoves,
  RequestWithdrawal,
  Review,
  TransferCallbackAgain,
  TransferDecided,
} from './payout-commands';

export { countSequence, moneyStats, newMoneyReal, type MoneyReal } from './money-real';

const index = fc.nat({ max: 3 });
const cents = fc.integer({ min: 100, max: 20_000 });

/**
 * Every command the sequences are made of. Commands that hit bugs being fixed elsewhere are left out of
 * `moneyCommandsWithoutKnownBugs` below, each with its bug named.
 */
export const moneyCommandsFor = (provider: ModelProvider['name']) => {
  const local = fc.constantFrom(...LOCAL_MONEY_OF[provider]);
  const converted = LOCAL_MONEY_OF[provider]
    .map(({ currency }) => currency)
    .filter((currency) => currency !== 'USD');
  return {
    createCampaign: fc
      .tuple(
        index,
        fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: 500, max: 1_500 }) },
          { weight: 1, arbitrary: fc.integer({ min: 500, max: 10_000 }) },
        ),
        fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: 1, max: 3 }) },
          { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }) },
        ),
      )
      .map(([creator, goal, days]) => new CreateCampaign(creator, goal, days)),
    startCheckout: fc
      .tuple(index, cents, fc.nat({ max: 99 }), local, fc.boolean())
      .map(
        ([campaign, amount, odd, local, coverFees]) =>
          new StartCheckout(campaign, amount, odd, local, coverFees),
      ),
    chargeWebhook: fc
      .tuple(index, fc.boolean())
      .map(([checkout, succeeded]) => new ChargeWebhook(checkout, succeeded)),
    fundedCampaign: fc
      .tuple(
        index,
        fc.integer({ min: 500, max: 10_000 }),
        local,
        fc.boolean(),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        ),
        fc.constantFrom(...FUNDED_PAYOUT_OUTCOMES),
      )
      .map(
        ([creator, goal, local, cover, withdrawn, payout]) =>
          new FundedCampaign(creator, goal, local, cover, withdrawn, payout),
      ),
    ourRefundsComeInAnyOrder: fc
      .tuple(
        local,
        fc.constantFrom('retried' as const, 'disputeWon' as const),
        fc.array(
          fc.record({ refund: fc.constantFrom(0 as const, 1 as const), failed: fc.boolean() }),
          { minLength: 1, maxLength: 3 },
        ),
      )
      .map(([local, twice, order]) => new OurRefundsComeInAnyOrder(local, twice, order)),
    giveInPage: fc
      .tuple(index, cents)
      .map(([campaign, amount]) => new GiveInPage(campaign, amount)),
    timePasses: fc
      .oneof(
        { weight: 3, arbitrary: fc.integer({ min: 24, max: 24 * 4 }) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 24 * 12 }) },
      )
      .map((hours) => new TimePasses(hours)),
    endsWhileGiftIsRecorded: index.map((checkout) => new EndsWhileGiftIsRecorded(checkout)),
    close: fc.tuple(index, fc.boolean()).map(([campaign, refund]) => new Close(campaign, refund)),
    delete: index.map((campaign) => new Delete(campaign)),
    requestWithdrawal: index.map((campaign) => new RequestWithdrawal(campaign)),
    review: fc
      .tuple(index, fc.boolean(), fc.boolean())
      .map(([campaign, first, second]) => new Review(campaign, first || second)),
    providerFaults: fc
      .array(
        fc.record({ fault: fc.constantFrom(...FAULTS), on: fc.constantFrom(...FAULT_TARGETS) }),
        {
          minLength: 1,
          maxLength: 3,
        },
      )
      .map((faults) => new ProviderFaults(faults)),
    transferDecided: fc
      .tuple(
        index,
        fc.constantFrom(
          'success' as const,
          'success' as const,
          'success' as const,
          'failed' as const,
          'reversed' as const,
          'succeededAfterAll' as const,
        ),
        fc.boolean(),
      )
      .map(([transfer, outcome, callback]) => new TransferDecided(transfer, outcome, callback)),
    rateMoves: fc
      .tuple(
        fc.constantFrom(...converted),
        fc.integer({ min: -15, max: 15 }).filter((percent) => percent !== 0),
      )
      .map(([currency, percent]) => new RateMoves(currency, percent)),
    transferCallbackAgain: index.map((transfer) => new TransferCallbackAgain(transfer)),
    crash: fc.integer({ min: 1, max: 4 }).map((count) => new Crash(count)),
    disputeOpens: fc
      .tuple(index, fc.boolean())
      .map(([checkout, partial]) => new DisputeOpens(checkout, partial)),
    disputeResolved: fc
      .tuple(index, fc.boolean())
      .map(([dispute, won]) => new DisputeResolved(dispute, won)),
    providerRefund: fc
      .tuple(index, fc.integer({ min: 1, max: 5 }))
      .map(([checkout, share]) => new ProviderRefund(checkout, share)),
    ourRefundSettled: fc
      .tuple(index, fc.nat({ max: 2 }), fc.boolean())
      .map(([checkout, refund, failed]) => new OurRefundSettled(checkout, refund, failed)),
    chargedOtherwise: fc
      .tuple(index, fc.integer({ min: -500, max: 500 }), fc.boolean())
      .map(([checkout, delta, currency]) => new ChargedOtherwise(checkout, delta, currency)),
  };
};
export const allMoneyCommands = moneyCommandsFor('paystack');

export type MoneyCommandName = keyof typeof allMoneyCommands;

/**
 * How often each command comes, so that sequences reach the rare paths (payouts, their callbacks, disputes) within
 * `npm test`'s few sequences: few campaigns, short ones with small goals, withdrawals and transfers often.
 */
const WEIGHTS: Record<MoneyCommandName, number> = {
  createCampaign: 1,
  fundedCampaign: 3,
  ourRefundsComeInAnyOrder: 1,
  startCheckout: 3,
  chargeWebhook: 4,
  giveInPage: 3,
  timePasses: 3,
  endsWhileGiftIsRecorded: 1,
  close: 1,
  delete: 1,
  requestWithdrawal: 4,
  review: 4,
  providerFaults: 2,
  transferDecided: 7,
  transferCallbackAgain: 2,
  rateMoves: 3,
  crash: 1,
  disputeOpens: 6,
  disputeResolved: 4,
  providerRefund: 9,
  ourRefundSettled: 2,
  chargedOtherwise: 3,
};

const sameFault = (a: Fault, b: Fault) => a.fault === b.fault && a.on === b.on;

/** Sequences of the named commands, whose provider faults are none of `withoutFaults`. */
export const moneySequences = (
  names: readonly MoneyCommandName[],
  withoutFaults: readonly Fault[] = [],
  maxCommands = 60,
  provider: ModelProvider['name'] = 'paystack',
) => {
  const commands = moneyCommandsFor(provider);
  return fc.commands(
    names.flatMap((name) =>
      Array.from({ length: WEIGHTS[name] }, () =>
        name === 'providerFaults'
          ? commands.providerFaults.filter(
              (command) =>
                !(command as ProviderFaults).faults.some((fault) =>
                  withoutFaults.some((left) => sameFault(fault, left)),
                ),
            )
          : commands[name],
      ),
    ),
    { maxCommands, size: 'max' },
  );
};
