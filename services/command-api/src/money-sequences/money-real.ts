import { describeResult } from '@harambee/ledger';
import type fc from 'fast-check';
import type { Charged, Checkout } from './checkout';
import { countPaths, type MoneyPath } from './coverage';
import { modelViolations } from './model-checks';
import { providerViolations } from './provider-checks';
import { createMoneyWorld, type MoneyWorld } from './money-world';
import type { ModelProvider, Notice } from './model-provider';
import { moneySteps, refusedOr } from './money-steps';
import { stripeServer } from './stripe-server';

type Campaign = { campaignId: string; creatorId: string };

/** What the commands pick from: counts only, so a shrunk sequence stays meaningful. */
export type MoneyModel = { campaigns: number; checkouts: number; disputes: number };
export type MoneyReal = {
  world: MoneyWorld;
  steps: ReturnType<typeof moneySteps>;
  campaigns: Campaign[];
  checkouts: Checkout[];
  /** Paystack's ids of the disputes opened. */
  disputes: number[];
  /** Paths a command saw itself walk, which the log alone does not show (a webhook delivered late or again). */
  walked: Partial<Record<MoneyPath, number>>;
  /** Webhooks we answered 5xx: the provider sends them again later. */
  unanswered: Notice[];
};

export const CREATORS = ['creator-1', 'creator-2'];

/** Counts over every sequence run in this process: what the soak reports. */
export const moneyStats = {
  sequences: 0,
  steps: 0,
  refused: 0,
  events: 0,
  postings: 0,
  /** How often each event type was written: which paths the sequences reached. */
  eventTypes: {} as Record<string, number>,
  /** How often each money path was reached (see `PATHS`). */
  paths: {} as Record<string, number>,
};

export const newMoneyReal = async (
  provider: ModelProvider['name'] = 'paystack',
): Promise<MoneyReal> => {
  if (provider === 'stripe') await stripeServer();
  const world = createMoneyWorld(provider);
  for (const userId of CREATORS)
    await world.given(`user-${userId}`, [
      {
        type: 'WalletLinked',
        data: {
          userId,
          country: 'Ghana',
          provider: 'momo',
          accountNumber: '0241234567',
          linkedAt: world.now().toISOString(),
        },
        metadata: {
          actorId: userId,
          actorRole: 'creator',
          correlationId: 'fixture',
          causationId: null,
        },
      },
    ]);
  moneyStats.sequences += 1;
  // The providers are reached by fetch: this sequence's fakes answer it.
  globalThis.fetch = world.fetch as typeof fetch;
  return {
    world,
    steps: moneySteps(world),
    campaigns: [],
    checkouts: [],
    disputes: [],
    walked: {},
    unanswered: [],
  };
};

export const pick = <T>(list: readonly T[], index: number) => list[index % list.length]!;

/** The campaigns whose log has reached this step, so later steps act where they can. */
const reached = (real: MoneyReal, type: string, outcome?: string) => {
  const ids = new Set(
    real.world.store
      .all()
      .filter(
        (event) =>
          event.type === type &&
          (!outcome || (event.data as { outcome?: string }).outcome === outcome),
      )
      .map((event) => (event.data as { campaignId: string }).campaignId),
  );
  return real.campaigns.filter((campaign) => ids.has(campaign.campaignId));
};
export const pickReached = (real: MoneyReal, index: number, type: string, outcome?: string) => {
  const campaigns = reached(real, type, outcome);
  return campaigns.length > 0 ? pick(campaigns, index) : pick(real.campaigns, index);
};

/** After every step the process managers catch up, then every invariant must hold on the books of the log. */
const afterStep = async (real: MoneyReal, outcome: 'done' | 'refused') => {
  await real.world.drain();
  const { events, postings, results } = real.world.books();
  moneyStats.steps += 1;
  if (outcome === 'refused') moneyStats.refused += 1;
  const broken = results.filter((result) => result.violations.length > 0);
  const model = [
    ...modelViolations(real.checkouts, events, postings),
    ...providerViolations(events, postings, real.world.providerBooks()),
  ];
  if (broken.length > 0 || model.length > 0)
    throw new Error(
      `The books broke after ${events.length} events:\n${[...broken.map(describeResult), ...model].join('\n')}`,
    );
  return { events: events.length, postings: postings.length };
};

export abstract class MoneyCommand implements fc.AsyncCommand<MoneyModel, MoneyReal> {
  abstract check(model: Readonly<MoneyModel>): boolean;
  abstract act(model: MoneyModel, real: MoneyReal): Promise<unknown>;
  abstract toString(): string;
  async run(model: MoneyModel, real: MoneyReal) {
    const outcome = await refusedOr(this.act(model, real));
    const counts = await afterStep(real, outcome);
    lastCounts.set(real, counts);
  }
}
const lastCounts = new WeakMap<MoneyReal, { events: number; postings: number }>();
/** Adds a finished sequence's log and postings to the counts. */
export const countSequence = (real: MoneyReal) => {
  const counts = lastCounts.get(real);
  moneyStats.events += counts?.events ?? 0;
  moneyStats.postings += counts?.postings ?? 0;
  const events = real.world.store.all();
  for (const { type } of events)
    moneyStats.eventTypes[type] = (moneyStats.eventTypes[type] ?? 0) + 1;
  countPaths(events, moneyStats.paths);
  for (const [path, count] of Object.entries(real.walked))
    moneyStats.paths[path] = (moneyStats.paths[path] ?? 0) + count;
};

/** A webhook delivered: answered, the provider's books learn what it told; else it waits to come again. */
export const deliverNotice = async (real: MoneyReal, notice: Notice) => {
  if (await real.steps.providerNotice(notice)) return notice.answered?.();
  walk(real, 'webhook answered 5xx');
  real.unanswered.push(notice);
};

/** The provider sends again the webhooks we answered 5xx (Paystack: for 72 hours; Stripe: for three days). */
export const redeliverNotices = async (real: MoneyReal) => {
  for (const notice of real.unanswered.splice(0)) await deliverNotice(real, notice);
};

/** A command walked this path. */
export const walk = (real: MoneyReal, path: MoneyPath) =>
  void (real.walked[path] = (real.walked[path] ?? 0) + 1);

export const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const money = ({ currency, amountMinor }: Charged) =>
  `${(amountMinor / 100).toFixed(2)} ${currency}`;
