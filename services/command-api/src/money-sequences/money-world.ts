import { harambeeCatalogue, type NewEvent, type StoredEvent } from '@harambee/events';
import { createInMemoryEventStore } from '@harambee/eventstore/src/testing/in-memory-event-store';
import { checkInvariants, postingsOf } from '@harambee/ledger';
import { loadConfig } from '@harambee/platform';
import type { SqlDatabase } from '@harambee/database';
import type { CommandApiDeps } from '../core/deps';
import type { ProcessManager } from '../core/process-manager';
import type { PaymentGateway } from '../donations/payment-gateway';
import type { MailOutbox } from '../mail/mail-outbox';
import {
  latePaymentRefundProcessManager,
  mismatchRefundProcessManager,
} from '../payments/late-payment-refunds';
import { payoutsProcess } from '../payouts/payout-process';
import { refundsProcess } from '../refunds/refund-process';
import { createFakePaystack, PAYSTACK_SECRET, PAYSTACK_URL } from './fake-paystack';
import { createFakeFlutterwave, FLUTTERWAVE_URL } from './fake-flutterwave';
import { createFakeStripe } from './fake-stripe';
import {
  STRIPE_MODEL_SECRET,
  STRIPE_MODEL_WEBHOOK_SECRET,
  startedStripeServer,
} from './stripe-server';
import type { ModelProvider } from './model-provider';
import type { ProviderBooks } from './provider-checks';
import {
  FLUTTERWAVE_SECRET_HASH,
  FLUTTERWAVE_SECRET_KEY,
} from '../payments/testing/flutterwave-fake';
import { movingRates, RATES_URL } from './local-money';

export const START = new Date('2026-03-02T09:00:00.000Z');

/** The in-page sandbox card: approves every card, and remembers the payment for the gift it pays for. */
const inPageCards = (): PaymentGateway & { charged: () => number } => {
  const payments = new Map<string, { amountCents: number; campaignId: string }>();
  return {
    chargesAtVersion: false,
    /** What the card charged in all, in US cents: the sandbox's own book. */
    charged: () => [...payments.values()].reduce((sum, { amountCents }) => sum + amountCents, 0),
    chargeCard: async ({ amountCents, campaignId }) => {
      const paymentId = `pay_${payments.size + 1}`;
      payments.set(paymentId, { amountCents, campaignId });
      return { approved: true, paymentId };
    },
    findPayment: async (paymentId) => {
      const payment = payments.get(paymentId);
      return payment && { paymentId, status: 'approved', ...payment };
    },
  };
};

/** Mail is written beside an append; the in-memory store keeps no rows beside its events. */
const noMail = { enqueue: () => async () => undefined } as unknown as MailOutbox;

/** The payment provider's settings, by the provider the world's gifts go through (Stripe's: cards, Paystack pays out). */
const providerSettings = (name: ModelProvider['name']) => {
  if (name !== 'stripe') return PROVIDER_SETTINGS[name];
  return {
    ...PROVIDER_SETTINGS.paystack,
    PAYMENT_PROVIDER: 'stripe,paystack',
    STRIPE_SECRET_KEY: STRIPE_MODEL_SECRET,
    STRIPE_WEBHOOK_SECRET: STRIPE_MODEL_WEBHOOK_SECRET,
    STRIPE_API_URL: startedStripeServer().url,
  };
};
const PROVIDER_SETTINGS = {
  paystack: {
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
    PAYSTACK_API_URL: PAYSTACK_URL,
  },
  flutterwave: {
    PAYMENT_PROVIDER: 'flutterwave',
    FLUTTERWAVE_SECRET_KEY,
    FLUTTERWAVE_SECRET_HASH,
    FLUTTERWAVE_API_URL: FLUTTERWAVE_URL,
  },
};

/** The write side's money reactions, as the runner drives them. */
export const MONEY_PROCESS_MANAGERS: readonly ProcessManager[] = [
  refundsProcess,
  payoutsProcess,
  latePaymentRefundProcessManager,
  mismatchRefundProcessManager,
];

/**
 * The write side's money paths over an in-memory log, with the payment provider faked in-process: the real deciders, their
 * handlers and process managers, a clock the test moves, and the books checked after every step.
 */
export const createMoneyWorld = (providerName: ModelProvider['name'] = 'paystack') => {
  let now = START;
  const clock = () => now;
  const store = createInMemoryEventStore(harambeeCatalogue, clock);
  /** Work that happens just before the next append to a stream of this prefix: another process winning a race. */
  let race: { prefix: string; run: () => Promise<void> } | undefined;
  const racedStore: typeof store = {
    ...store,
    append: async (writes, alongside) => {
      const due = race && writes.some((write) => write.streamId.startsWith(race!.prefix));
      if (due) {
        const { run } = race!;
        race = undefined;
        await run();
      }
      return store.append(writes, alongside);
    },
  };
  const provider: ModelProvider =
    providerName === 'paystack'
      ? createFakePaystack()
      : providerName === 'flutterwave'
        ? createFakeFlutterwave()
        : createFakeStripe(clock);
  const rates = movingRates(clock);
  const cards = inPageCards();
  const config = loadConfig({
    DATA_DIR: '/nonexistent/money-sequences',
    JWT_SECRET: 'money-sequences-secret-money-sequences',
    ...providerSettings(providerName),
    FX_RATES_URL: RATES_URL,
  });
  const deps: CommandApiDeps = {
    db: undefined as unknown as SqlDatabase,
    store: racedStore,
    config,
    clock,
    mail: noMail,
    payments: cards,
  };
  const read = new Map<string, number>();
  let crashes = 0;

  /** Hands each manager the events after its checkpoint; one that throws waits at that event for the next step. */
  const drain = async () => {
    for (;;) {
      const log = store.all();
      let moved = false;
      for (const manager of MONEY_PROCESS_MANAGERS) {
        const from = read.get(manager.name) ?? 0;
        for (let index = from; index < log.length; index += 1) {
          const event = log[index]!;
          if (manager.reactsTo.includes(event.type)) {
            try {
              await manager.react(event, deps);
            } catch {
              crashes += 1;
              break;
            }
          }
          read.set(manager.name, index + 1);
          moved = true;
        }
      }
      if (!moved || store.all().length === log.length) return;
    }
  };

  return {
    deps,
    store,
    provider,
    rates,
    /** The world's providers as `fetch` reaches them: the rate source, else the payment provider. */
    fetch: async (input: string | URL | Request, init?: RequestInit) =>
      String(input) === RATES_URL ? rates.latest() : provider.fetch(input, init),
    now: () => now,
    advance: (ms: number) => void (now = new Date(now.getTime() + ms)),
    /** Events written as they would have been by other slices (accounts, wallets): the world's fixtures. */
    given: async (streamId: string, events: NewEvent[]) =>
      void (await store.append([{ streamId, events, expected: 'any' }])),
    drain,
    /** Before the next append to a stream starting with `prefix`, `run` happens first. */
    raceBefore: (prefix: string, run: () => Promise<void>) => void (race = { prefix, run }),
    /** A process manager crashed after its last step: it sees its last `count` events again. */
    repeatLast: async (count: number) => {
      const log = store.all();
      for (const event of log.slice(-count))
        for (const manager of MONEY_PROCESS_MANAGERS)
          if (manager.reactsTo.includes(event.type))
            await manager.react(event, deps).catch(() => undefined);
    },
    books: () => {
      const events: readonly StoredEvent[] = store.all();
      const postings = postingsOf(events);
      return {
        events,
        postings,
        results: checkInvariants({ events, postings, transfers: provider.transfers() }),
      };
    },
    crashes: () => crashes,
    /** What the providers' own books say they moved. */
    providerBooks: (): ProviderBooks => ({
      providers: { [provider.name]: provider.books() },
      sandboxCharged: cards.charged(),
    }),
  };
};
export type MoneyWorld = ReturnType<typeof createMoneyWorld>;
