import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { HOW_TO_MAKE_A_SECRET, weakSecretReason } from './signing-secret';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Every setting: its environment variable, what it means, its default. */
const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port'),
  DATA_DIR: z.string().default('./data').describe('Embedded database, uploads and mail outbox'),
  DATABASE_URL: z.url().optional().describe('PostgreSQL server; embedded PGlite when unset'),
  JWT_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      'Token signing key; generated under DATA_DIR when unset. In production a known or guessable one stops the start',
    ),
  EMAIL_ID_KEY: z
    .string()
    .min(32)
    .optional()
    .describe(
      "Key of the keyed hash that names each address's claim stream; generated under DATA_DIR when unset",
    ),
  LEDGER_SIGNING_KEY: z
    .string()
    .min(32)
    .optional()
    .describe(
      "Seed of the Ed25519 key that signs the public ledger's tree heads (its SHA-256 is the key); generated under DATA_DIR when unset",
    ),
  PUBLIC_URL: z
    .url()
    .optional()
    .describe(
      'Origin used in mailed links; http://localhost:PORT when unset (the bound port when PORT is 0)',
    ),
  ADMIN_EMAIL: z.email().default('admin@harambee.africa').describe('First admin account'),
  ADMIN_PASSWORD: z
    .string()
    .min(8)
    .optional()
    .describe('First admin password; generated and printed once when unset'),
  SMTP_URL: z
    .string()
    .optional()
    .describe('SMTP server for mail; written under DATA_DIR/outbox when unset'),
  MAIL_FROM: z.string().default('Harambee <no-reply@harambee.africa>').describe('Sender of mail'),
  ENABLE_TEST_TOOLS: flag.describe(
    'Allow POST /test/generate-donations; on with the demo seed, except in production',
  ),
  DEMO_SEED: z
    .enum(['true', 'false', 'auto'])
    .default('auto')
    .describe(
      'Seed demo content on an empty store; auto = only on the embedded database and never in production',
    ),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(30)
    .describe(
      'Requests a minute per client on login, mail, contact, campaign creation, payment, donation and pledge endpoints',
    ),
  TRUST_PROXY: z
    .string()
    .optional()
    .describe(
      "Reverse proxies in front (a hop count such as 1, or loopback): rate limits then count the visitor's address, not the proxy's",
    ),
  PAYMENT_PROVIDER: z
    .string()
    .optional()
    .describe(
      'Who takes the money, a comma-separated list in order of preference (paystack,flutterwave,stripe): sandbox (test mode, no real money), stripe, paystack, flutterwave. Cards go to the first listed, each mobile-money network to the first listed that takes it (the routing table in the README), each payout to the first that pays that wallet; none refuses payments (503). Default sandbox on the embedded database outside production; none otherwise',
    ),
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .describe('Stripe secret key (sk_live_… or sk_test_…), with PAYMENT_PROVIDER=stripe'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .describe(
      'Signing secret (whsec_…) of the Stripe webhook endpoint /api/v1/payments/webhooks/stripe',
    ),
  STRIPE_API_URL: z
    .url()
    .optional()
    .describe('Another Stripe API origin, for a local fake in tests; api.stripe.com when unset'),
  PAYSTACK_SECRET_KEY: z
    .string()
    .optional()
    .describe(
      'Paystack secret key (sk_live_… or sk_test_…), with PAYMENT_PROVIDER=paystack; also verifies its webhooks',
    ),
  PAYSTACK_API_URL: z.url().default('https://api.paystack.co').describe('Paystack API origin'),
  FLUTTERWAVE_SECRET_KEY: z
    .string()
    .optional()
    .describe('Flutterwave secret key (FLWSECK-…), with PAYMENT_PROVIDER=flutterwave'),
  FLUTTERWAVE_SECRET_HASH: z
    .string()
    .optional()
    .describe(
      "The secret hash set on Flutterwave's dashboard for the webhook /api/v1/payments/webhooks/flutterwave (its verif-hash header)",
    ),
  FLUTTERWAVE_API_URL: z
    .url()
    .default('https://api.flutterwave.com')
    .describe('Flutterwave API origin'),
  BTCPAY_URL: z
    .url()
    .optional()
    .describe(
      'BTCPay Server origin (https://btcpay.example.org): crypto gifts are taken as one Greenfield invoice each; with none, crypto is not offered (the sandbox keeps its simulated one)',
    ),
  BTCPAY_STORE_ID: z.string().optional().describe('The BTCPay store the invoices are made in'),
  BTCPAY_API_KEY: z
    .string()
    .optional()
    .describe(
      "Greenfield API key of that store (may create and view invoices), sent as 'token <key>'",
    ),
  BTCPAY_WEBHOOK_SECRET: z
    .string()
    .optional()
    .describe(
      "Secret of the store's webhook to /api/v1/payments/webhooks/btcpay (events InvoiceSettled, InvoiceExpired, InvoiceInvalid); checks BTCPay-Sig",
    ),
  STRIPE_CHECKOUT_URL: z
    .url()
    .default('https://checkout.stripe.com')
    .describe(
      "Origin of Stripe's hosted checkout pages: the no-JavaScript donate form may post on to it (CSP form-action)",
    ),
  PAYSTACK_CHECKOUT_URL: z
    .url()
    .default('https://checkout.paystack.com')
    .describe(
      "Origin of Paystack's hosted checkout pages: the no-JavaScript donate form may post on to it (CSP form-action)",
    ),
  USSD_SERVICE_CODE: z
    .string()
    .regex(/^\*\d+(\*\d+)*#$/, 'a USSD code such as *384*123#')
    .default('*384*123#')
    .describe(
      "The USSD code a phone dials to give (Africa's Talking channel), shown with each campaign's code",
    ),
  USSD_CALLBACK_SECRET: z
    .string()
    .regex(/^[\w-]{24,128}$/, '24 to 128 letters, digits, - or _')
    .optional()
    .describe(
      "Secret path segment of the USSD callback URL given to Africa's Talking (/api/v1/ussd/<secret>); unset, giving by USSD is off",
    ),
  USSD_ALLOWED_ADDRESSES: z
    .string()
    .regex(/^[\d.:a-fA-F/, ]*$/, 'addresses or ranges (CIDR), comma-separated')
    .optional()
    .describe(
      "The gateway's addresses or ranges (CIDR), comma-separated: USSD callbacks from anywhere else are refused 403; unset, the secret alone guards them",
    ),
  AFRICASTALKING_USERNAME: z
    .string()
    .regex(/^[\w.-]{1,100}$/, "the Africa's Talking app's username ('sandbox' in its sandbox)")
    .optional()
    .describe(
      "Username of the Africa's Talking app that texts receipts and answers GIVE texts; unset (or without AFRICASTALKING_API_KEY), no text is sent",
    ),
  AFRICASTALKING_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe("API key of that Africa's Talking app (sent in its apiKey header)"),
  AFRICASTALKING_SMS_URL: z
    .url()
    .default('https://api.africastalking.com/version1/messaging')
    .describe(
      "Africa's Talking's send-SMS endpoint: https://api.sandbox.africastalking.com/version1/messaging for its sandbox",
    ),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[\w -]{1,20}$/, 'a short code or an approved sender id')
    .optional()
    .describe(
      "The short code or alphanumeric sender id texts come from (Africa's Talking's `from`); unset, the gateway's shared one",
    ),
  FX_RATES_URL: z
    .url()
    .optional()
    .describe(
      "Exchange rates from US dollars, as Open Exchange Rates' latest.json (https://openexchangerates.org/api/latest.json?app_id=…); the shipped, dated demo rates when unset",
    ),
  FX_MAX_AGE_HOURS: z.coerce
    .number()
    .positive()
    .default(24)
    .describe(
      'A checkout in another currency is refused rather than charged on a rate older than this; applies in production and to FX_RATES_URL, never to the demo rates outside production',
    ),
  NODE_ENV: z
    .string()
    .optional()
    .describe(
      'production: no demo seed, no test tools and no sandbox payments unless named (DEMO_SEED=true, ENABLE_TEST_TOOLS=true, PAYMENT_PROVIDER=sandbox); JWT_SECRET must be long and random',
    ),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe('Connections each process keeps to the PostgreSQL server'),
  DATABASE_WAIT_SECONDS: z.coerce
    .number()
    .positive()
    .default(5)
    .describe(
      'How long a request waits for a free connection before it is answered 503 with Retry-After',
    ),
  PGLITE_THREAD: z
    .enum(['worker', 'main'])
    .default('worker')
    .describe(
      "Where the embedded PGlite runs: its own thread, so the request loop stays free (the default), or the request loop's own",
    ),
  PROJECTOR_THREAD: z
    .enum(['auto', 'worker', 'main'])
    .default('auto')
    .describe(
      "Where the whole platform in one process (npm start) runs the projector: its own thread (needs DATABASE_URL or PGLITE_THREAD=worker: PGlite on the request loop belongs to that thread), the request loop's own, or auto: its own thread when the machine has two cores or more and the database allows it",
    ),
  READINESS_MAX_LAG_SECONDS: z.coerce
    .number()
    .positive()
    .default(30)
    .describe(
      'Readiness (GET /health, /api/health) answers 503 while the projector is this far behind the log',
    ),
  AS_OF_SCRATCH: z
    .enum(['at-start', 'on-first-question'])
    .default('at-start')
    .describe(
      "When the query API opens the in-memory database its admins' as-of questions fold the log into: at start (the service listens once it is open; if it fails to, the first question opens it again), or on the first question",
    ),
  EVENT_STORE_URL: z
    .string()
    .regex(
      /^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\//,
      'a kurrentdb:// or esdb:// connection string',
    )
    .optional()
    .describe(
      'KurrentDB (26.1 or later) holding the event log, as kurrentdb://host:2113?tls=false; the events table of the SQL database when unset (personal-data keys, checkpoints and read models stay in SQL either way)',
    ),
  KAFKA_BROKERS: z
    .string()
    .optional()
    .describe(
      'Kafka brokers, comma-separated (host:9092,…): the relay publishes the log to them; unset, nothing is published',
    ),
  KAFKA_CLIENT_ID: z
    .string()
    .default('harambee')
    .describe('Kafka client id of the relay and the projector'),
  KAFKA_TOPIC: z
    .string()
    .default('harambee.events.v1')
    .describe('Kafka topic the relay publishes every event to, keyed by stream id'),
  WEB_DIST: z
    .string()
    .optional()
    .describe(
      "The query API as the site's origin: the built web app (apps/web/dist) it serves; only the composed server serves it when unset",
    ),
  COMMAND_API_URL: z
    .url()
    .optional()
    .describe(
      "The query API as the site's origin: where it forwards what it does not answer (writes, uploads, checkout pages), as http://command-api:3000",
    ),
  READ_STORE_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'a mongodb:// connection string')
    .optional()
    .describe(
      'MongoDB (a replica set, for transactions and change streams) holding the read models, as mongodb://mongodb:27017/harambee?replicaSet=rs0, for the projector and the query API run as their own processes; the read_models schema of the SQL database when unset',
    ),
  PROJECTOR_SOURCE: z
    .enum(['store', 'kafka'])
    .default('store')
    .describe(
      'Where the projector reads events: the event store, or the Kafka topic (needs KAFKA_BROKERS)',
    ),
});

export type Config = {
  port: number;
  dataDir: string;
  uploadsDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  emailIdKey: string;
  ledgerSigningKey: string;
  publicUrl: string;
  adminEmail: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  testToolsEnabled: boolean;
  seedDemo: boolean;
  rateLimitPerMinute: number;
  trustProxy?: number | string;
  databasePoolSize: number;
  databaseWaitMs: number;
  pgliteThread: 'worker' | 'main';
  projectorThread: 'worker' | 'main';
  readinessMaxLagSeconds: number;
  asOfScratch: 'at-start' | 'on-first-question';
  payments?: PaymentSettings;
  /** Who takes crypto gifts, when a crypto provider is configured (BTCPAY_*). */
  crypto?: CryptoSettings;
  exchangeRates: ExchangeRateSettings;
  eventStoreUrl?: string;
  readStoreUrl?: string;
  kafka?: KafkaSettings;
  projectorSource: 'store' | 'kafka';
  web?: { dist?: string; commandApiUrl?: string };
  ussd: UssdSettings;
};

/** Giving by USSD: the code phones dial, and the callback's guards (no secret: the callback is off). */
export type UssdSettings = {
  serviceCode: string;
  callbackSecret?: string;
  allowedAddresses: string[];
  /** Texting through Africa's Talking's SMS API (receipts, answers to GIVE texts); none: no text is sent. */
  sms?: SmsSettings;
};

/** The code phones dial to give, where the server takes payments and offers USSD giving; else undefined. */
export const ussdCodeOf = (config: { payments?: unknown; ussd?: UssdSettings }) =>
  config.payments && config.ussd?.callbackSecret ? config.ussd.serviceCode : undefined;

export type SmsSettings = { username: string; apiKey: string; url: string; from?: string };

/** Where rates come from (the demo table when no url) and the oldest a checkout may charge on (none: any age). */
export type ExchangeRateSettings = { url?: string; maxAgeMs?: number };

export type KafkaSettings = { brokers: string[]; clientId: string; topic: string };

/** The providers listed in PAYMENT_PROVIDER, in its order, each with its keys: never empty. */
export type PaymentSettings = readonly [ProviderSettings, ...ProviderSettings[]];

export type ProviderSettings =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      apiUrl?: string;
      checkoutUrl: string;
    }
  | { provider: 'paystack'; secretKey: string; apiUrl: string; checkoutUrl: string }
  | { provider: 'flutterwave'; secretKey: string; secretHash: string; apiUrl: string };

/** A BTCPay Server store taking crypto gifts, one Greenfield invoice each. */
export type CryptoSettings = {
  provider: 'btcpay';
  url: string;
  storeId: string;
  apiKey: string;
  webhookSecret: string;
};

const BTCPAY_SETTINGS = [
  'BTCPAY_URL',
  'BTCPAY_STORE_ID',
  'BTCPAY_API_KEY',
  'BTCPAY_WEBHOOK_SECRET',
] as const;

/** BTCPay when all four of its settings are set; some without the others stops the start with the missing names. */
const cryptoSettings = (settings: z.infer<typeof environment>): CryptoSettings | undefined => {
  const missing = BTCPAY_SETTINGS.filter((name) => !settings[name]);
  if (missing.length === BTCPAY_SETTINGS.length) return undefined;
  if (missing.length)
    throw new Error(`Invalid configuration:\nBTCPay needs ${missing.join(' and ')} too`);
  return {
    provider: 'btcpay',
    url: settings.BTCPAY_URL!,
    storeId: settings.BTCPAY_STORE_ID!,
    apiKey: settings.BTCPAY_API_KEY!,
    webhookSecret: settings.BTCPAY_WEBHOOK_SECRET!,
  };
};

const PROVIDER_NAMES = ['sandbox', 'stripe', 'paystack', 'flutterwave'] as const;
type ProviderName = (typeof PROVIDER_NAMES)[number];
const isProviderName = (name: string): name is ProviderName =>
  (PROVIDER_NAMES as readonly string[]).includes(name);

/** The names PAYMENT_PROVIDER lists; none for `none` or nothing. An unknown name or a repeat stops the start. */
const providerNames = (listed: string): ProviderName[] => {
  const names = listed
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 1 && names[0] === 'none') return [];
  const wrong = names.filter((name, at) => !isProviderName(name) || names.indexOf(name) !== at);
  if (wrong.length)
    throw new Error(
      `Invalid configuration:\nPAYMENT_PROVIDER: ${wrong.join(', ')} is not one of ${PROVIDER_NAMES.join(', ')} (each once), or none`,
    );
  return names as ProviderName[];
};

/** One listed provider and its keys; a provider listed without its keys stops the start with the missing names. */
const providerSettings = (
  settings: z.infer<typeof environment>,
  provider: ProviderName,
): ProviderSettings => {
  const required = (names: (keyof typeof settings)[]) => {
    const missing = names.filter((name) => !settings[name]);
    if (missing.length)
      throw new Error(
        `Invalid configuration:\nPAYMENT_PROVIDER=${provider} needs ${missing.join(' and ')}`,
      );
  };
  switch (provider) {
    case 'stripe':
      required(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
      return {
        provider,
        secretKey: settings.STRIPE_SECRET_KEY!,
        webhookSecret: settings.STRIPE_WEBHOOK_SECRET!,
        apiUrl: settings.STRIPE_API_URL,
        checkoutUrl: settings.STRIPE_CHECKOUT_URL,
      };
    case 'paystack':
      required(['PAYSTACK_SECRET_KEY']);
      return {
        provider,
        secretKey: settings.PAYSTACK_SECRET_KEY!,
        apiUrl: settings.PAYSTACK_API_URL,
        checkoutUrl: settings.PAYSTACK_CHECKOUT_URL,
      };
    case 'flutterwave':
      required(['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_SECRET_HASH']);
      return {
        provider,
        secretKey: settings.FLUTTERWAVE_SECRET_KEY!,
        secretHash: settings.FLUTTERWAVE_SECRET_HASH!,
        apiUrl: settings.FLUTTERWAVE_API_URL,
      };
    case 'sandbox':
      return { provider };
  }
};

/** The listed providers with their keys, in the listed order; undefined when none is. */
const paymentSettings = (
  settings: z.infer<typeof environment>,
  sandboxByDefault: boolean,
): PaymentSettings | undefined => {
  const listed = settings.PAYMENT_PROVIDER || (sandboxByDefault ? 'sandbox' : '');
  const [first, ...others] = providerNames(listed).map((name) => providerSettings(settings, name));
  return first ? [first, ...others] : undefined;
};

const kafkaSettings = (settings: z.infer<typeof environment>): KafkaSettings | undefined => {
  const brokers = (settings.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (!brokers.length) {
    if (settings.PROJECTOR_SOURCE === 'kafka')
      throw new Error('Invalid configuration:\nPROJECTOR_SOURCE=kafka needs KAFKA_BROKERS');
    return undefined;
  }
  return { brokers, clientId: settings.KAFKA_CLIENT_ID, topic: settings.KAFKA_TOPIC };
};

export const configSettings = environment.shape;

/**
 * A secret generated once under DATA_DIR. Processes sharing the folder may start together: the first file
 * linked in place wins and every process reads that one.
 */
const persistedSecret = (dataDir: string, name: string) => {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
};

/** In production the signing key must be one nobody can read in our files or guess: it signs admins' sessions too. */
const productionSecret = (secret: string) => {
  const reason = weakSecretReason(secret);
  if (reason)
    throw new Error(
      `Invalid configuration:\nJWT_SECRET ${reason}; with NODE_ENV=production it must be long and random (anyone who knows it can sign in as an admin): ${HOW_TO_MAKE_A_SECRET}`,
    );
  return secret;
};

/**
 * A projector on its own thread opens its own connections, or reaches the embedded database through a port to
 * PGlite's thread (PGlite on the request loop belongs to that loop alone). With a second core it keeps up with a
 * busy request loop (bench/README.md: projection lag p99 2.5 s → 0.17 s on 2 cores), and embedded its batch
 * transaction no longer holds PGlite while it waits for turns of that loop.
 */
const projectorThread = (
  thread: 'auto' | 'worker' | 'main',
  embeddedOnRequestLoop: boolean,
  cores: number,
): 'worker' | 'main' => {
  if (thread === 'worker' && embeddedOnRequestLoop)
    throw new Error(
      'Invalid configuration:\nPROJECTOR_THREAD=worker needs DATABASE_URL (a PostgreSQL server) or PGLITE_THREAD=worker: PGlite on the request loop belongs to that thread alone',
    );
  if (thread === 'auto') return !embeddedOnRequestLoop && cores >= 2 ? 'worker' : 'main';
  return thread;
};

export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  cores = os.availableParallelism(),
): Config => {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const settings = parsed.data;
  const dataDir = path.resolve(settings.DATA_DIR);
  const embedded = !settings.DATABASE_URL;
  // In production nothing fake is on by default: demo content and test tools only when asked for by name.
  const production = settings.NODE_ENV === 'production';
  const seedDemo =
    settings.DEMO_SEED === 'auto' ? embedded && !production : settings.DEMO_SEED === 'true';
  const jwtSecret = settings.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret');
  return {
    port: settings.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: settings.DATABASE_URL,
    jwtSecret: production ? productionSecret(jwtSecret) : jwtSecret,
    emailIdKey: settings.EMAIL_ID_KEY ?? persistedSecret(dataDir, 'email-id-key'),
    ledgerSigningKey: settings.LEDGER_SIGNING_KEY ?? persistedSecret(dataDir, 'ledger-signing-key'),
    publicUrl:
      settings.PUBLIC_URL ?? (settings.PORT === 0 ? '' : `http://localhost:${settings.PORT}`),
    adminEmail: settings.ADMIN_EMAIL.toLowerCase(),
    adminPassword: settings.ADMIN_PASSWORD,
    smtpUrl: settings.SMTP_URL || undefined,
    mailFrom: settings.MAIL_FROM,
    testToolsEnabled: settings.ENABLE_TEST_TOOLS || (seedDemo && !production),
    seedDemo,
    trustProxy: settings.TRUST_PROXY
      ? /^\d+$/.test(settings.TRUST_PROXY)
        ? Number(settings.TRUST_PROXY)
        : settings.TRUST_PROXY
      : undefined,
    rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
    payments: paymentSettings(settings, embedded && !production),
    crypto: cryptoSettings(settings),
    exchangeRates: {
      url: settings.FX_RATES_URL,
      maxAgeMs:
        production || settings.FX_RATES_URL ? settings.FX_MAX_AGE_HOURS * 3_600_000 : undefined,
    },
    databasePoolSize: settings.DATABASE_POOL_SIZE,
    databaseWaitMs: settings.DATABASE_WAIT_SECONDS * 1000,
    pgliteThread: settings.PGLITE_THREAD,
    projectorThread: projectorThread(
      settings.PROJECTOR_THREAD,
      embedded && settings.PGLITE_THREAD === 'main',
      cores,
    ),
    readinessMaxLagSeconds: settings.READINESS_MAX_LAG_SECONDS,
    asOfScratch: settings.AS_OF_SCRATCH,
    eventStoreUrl: settings.EVENT_STORE_URL || undefined,
    readStoreUrl: settings.READ_STORE_URL || undefined,
    kafka: kafkaSettings(settings),
    ussd: {
      serviceCode: settings.USSD_SERVICE_CODE,
      callbackSecret: settings.USSD_CALLBACK_SECRET,
      allowedAddresses: (settings.USSD_ALLOWED_ADDRESSES ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
      sms:
        settings.AFRICASTALKING_USERNAME && settings.AFRICASTALKING_API_KEY
          ? {
              username: settings.AFRICASTALKING_USERNAME,
              apiKey: settings.AFRICASTALKING_API_KEY,
              url: settings.AFRICASTALKING_SMS_URL,
              from: settings.SMS_SENDER_ID,
            }
          : undefined,
    },
    projectorSource: settings.PROJECTOR_SOURCE,
    web:
      settings.WEB_DIST || settings.COMMAND_API_URL
        ? {
            dist: settings.WEB_DIST && path.resolve(settings.WEB_DIST),
            commandApiUrl: settings.COMMAND_API_URL,
          }
        : undefined,
  };
};
