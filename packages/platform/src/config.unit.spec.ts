import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { KNOWN_PLACEHOLDER_SECRETS } from './signing-secret';

const load = (env: NodeJS.ProcessEnv, cores?: number) =>
  loadConfig(
    {
      JWT_SECRET: randomBytes(32).toString('base64'),
      DATA_DIR: '/tmp/harambee-config',
      ...env,
    },
    cores,
  );
const SERVER = 'postgres://harambee@db.example/harambee';

describe('the demo seed and the test tools', () => {
  it.each([
    ['the embedded database', {}, true],
    ['a PostgreSQL server', { DATABASE_URL: SERVER }, false],
  ])('when not in production, on %s, then both follow the database as before', (_case, env, on) => {
    const config = load(env);
    expect(config.seedDemo).toBe(on);
    expect(config.testToolsEnabled).toBe(on);
  });

  it('when in production, even on the embedded database, then neither is on by default', () => {
    const config = load({ NODE_ENV: 'production' });
    expect(config.seedDemo).toBe(false);
    expect(config.testToolsEnabled).toBe(false);
  });

  it('when in production the demo seed is asked for, then it seeds but the test tools stay off', () => {
    const config = load({ NODE_ENV: 'production', DEMO_SEED: 'true' });
    expect(config.seedDemo).toBe(true);
    expect(config.testToolsEnabled).toBe(false);
  });

  it('when in production the test tools are asked for by name, then they are on', () => {
    expect(load({ NODE_ENV: 'production', ENABLE_TEST_TOOLS: 'true' }).testToolsEnabled).toBe(true);
    expect(
      load({ NODE_ENV: 'production', DATABASE_URL: SERVER, ENABLE_TEST_TOOLS: 'true' })
        .testToolsEnabled,
    ).toBe(true);
  });
});

describe('the engines', () => {
  it('when nothing names them, then the log stays in the SQL database and nothing is published', () => {
    const config = load({});
    expect(config.eventStoreUrl).toBeUndefined();
    expect(config.kafka).toBeUndefined();
    expect(config.projectorSource).toBe('store');
  });

  it.each(['kurrentdb://kurrentdb:2113?tls=false', 'esdb://localhost:2113?tls=false'])(
    'when EVENT_STORE_URL is %s, then the log is there',
    (url) => {
      expect(load({ EVENT_STORE_URL: url }).eventStoreUrl).toBe(url);
    },
  );

  it('when EVENT_STORE_URL names another kind of server, then the start stops saying what it takes', () => {
    expect(() => load({ EVENT_STORE_URL: 'postgres://db/harambee' })).toThrow(
      /kurrentdb:\/\/[\s\S]*EVENT_STORE_URL/,
    );
  });

  it('when READ_STORE_URL names MongoDB, then the read models are there; another kind of server is refused', () => {
    expect(load({}).readStoreUrl).toBeUndefined();
    expect(
      load({ READ_STORE_URL: 'mongodb://mongodb:27017/harambee?replicaSet=rs0' }).readStoreUrl,
    ).toBe('mongodb://mongodb:27017/harambee?replicaSet=rs0');
    expect(() => load({ READ_STORE_URL: 'postgres://db/harambee' })).toThrow(
      /mongodb:\/\/[\s\S]*READ_STORE_URL/,
    );
  });

  it('when brokers are listed, then the relay publishes to the events topic on each', () => {
    expect(load({ KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092' }).kafka).toEqual({
      brokers: ['kafka-1:9092', 'kafka-2:9092'],
      clientId: 'harambee',
      topic: 'harambee.events.v1',
    });
  });

  it('when the projector is to read Kafka without brokers, then the start stops naming KAFKA_BROKERS', () => {
    expect(() => load({ PROJECTOR_SOURCE: 'kafka' })).toThrow(
      /PROJECTOR_SOURCE=kafka needs KAFKA_BROKERS/,
    );
  });
});

describe('the signing secret', () => {
  const production = (JWT_SECRET: string) => () => load({ NODE_ENV: 'production', JWT_SECRET });

  it.each([
    ['a placeholder from our files', KNOWN_PLACEHOLDER_SECRETS[0]!],
    ['one character over and over', 'a'.repeat(48)],
    ['a word over and over', 'changeme-changeme-changeme-changeme'],
    ['a handful of characters', 'aaaaabbbbbaaaaabbbbbaaaaabbbbbaaab'],
  ])(
    'when in production it is %s, then the start stops saying how to make one',
    (_case, secret) => {
      expect(production(secret)).toThrow(/JWT_SECRET[\s\S]*openssl rand -base64 48/);
    },
  );

  it('when in production it is random hex or base64 of 32 characters or more, then it signs', () => {
    for (let draw = 0; draw < 200; draw++) {
      for (const secret of [
        randomBytes(16).toString('hex'),
        randomBytes(24).toString('base64'),
        randomBytes(48).toString('base64url'),
      ])
        expect(load({ NODE_ENV: 'production', JWT_SECRET: secret }).jwtSecret).toBe(secret);
    }
  });

  it('when in production none is set, then a random one is generated under DATA_DIR and kept', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-secret-'));
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(config.jwtSecret).toBe(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }).jwtSecret).toBe(
      config.jwtSecret,
    );
  });

  it('when not in production, then any 32 characters still do, as for tests and trying it out', () => {
    expect(load({ JWT_SECRET: KNOWN_PLACEHOLDER_SECRETS[0]! }).jwtSecret).toBe(
      KNOWN_PLACEHOLDER_SECRETS[0],
    );
    expect(load({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });
});

describe('the payment provider in production', () => {
  it('when nothing names it, even on the embedded database, then there is none: the sandbox takes no fake gifts', () => {
    expect(load({ NODE_ENV: 'production' }).payments).toBeUndefined();
    expect(load({}).payments).toEqual([{ provider: 'sandbox' }]);
  });

  it('when the sandbox is named, then it is on', () => {
    expect(load({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).payments).toEqual([
      { provider: 'sandbox' },
    ]);
  });
});

describe('several payment providers', () => {
  const keys = {
    PAYSTACK_SECRET_KEY: 'sk_test_paystack',
    FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-x',
    FLUTTERWAVE_SECRET_HASH: 'hash',
    STRIPE_SECRET_KEY: 'sk_test_stripe',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };

  it('when a list is named, then each listed provider is on with its keys, in the listed order', () => {
    const listed = load({ ...keys, PAYMENT_PROVIDER: 'paystack, flutterwave,stripe' }).payments;
    expect(listed?.map(({ provider }) => provider)).toEqual(['paystack', 'flutterwave', 'stripe']);
    expect(listed?.[1]).toMatchObject({ secretKey: 'FLWSECK_TEST-x', secretHash: 'hash' });
  });

  it('when one value is named, then it alone is on, as before lists', () => {
    expect(load({ ...keys, PAYMENT_PROVIDER: 'flutterwave' }).payments).toHaveLength(1);
    expect(load({ PAYMENT_PROVIDER: 'none' }).payments).toBeUndefined();
  });

  it('when a listed provider lacks its keys, then the start stops naming that provider and the missing keys', () => {
    expect(() =>
      load({ PAYSTACK_SECRET_KEY: 'sk', PAYMENT_PROVIDER: 'paystack,flutterwave' }),
    ).toThrow(
      'PAYMENT_PROVIDER=flutterwave needs FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_SECRET_HASH',
    );
  });

  it('when a name is unknown, repeated or none sits in a list, then the start stops naming it', () => {
    expect(() => load({ ...keys, PAYMENT_PROVIDER: 'paystack,mpesa' })).toThrow(
      'PAYMENT_PROVIDER: mpesa is not one of',
    );
    expect(() => load({ ...keys, PAYMENT_PROVIDER: 'paystack,paystack' })).toThrow(
      'PAYMENT_PROVIDER: paystack is not one of',
    );
    expect(() => load({ ...keys, PAYMENT_PROVIDER: 'paystack,none' })).toThrow(
      'PAYMENT_PROVIDER: none is not one of',
    );
  });
});

describe('the key of the email claim streams', () => {
  it('when EMAIL_ID_KEY is unset, then one key is generated under DATA_DIR and read again by every later start', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-email-id-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.emailIdKey).toHaveLength(64);
      expect(first.emailIdKey).not.toBe(first.jwtSecret);
      expect(loadConfig({ DATA_DIR: dataDir }).emailIdKey).toBe(first.emailIdKey);
      expect(readdirSync(dataDir).sort()).toEqual([
        'email-id-key',
        'jwt-secret',
        'ledger-signing-key',
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when LEDGER_SIGNING_KEY is unset, then one is generated under DATA_DIR and kept; set, it is the key', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-ledger-key-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.ledgerSigningKey).toHaveLength(64);
      expect(loadConfig({ DATA_DIR: dataDir }).ledgerSigningKey).toBe(first.ledgerSigningKey);
      expect(load({ LEDGER_SIGNING_KEY: 's'.repeat(32) }).ledgerSigningKey).toBe('s'.repeat(32));
      expect(() => load({ LEDGER_SIGNING_KEY: 'short' })).toThrow(/LEDGER_SIGNING_KEY/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when EMAIL_ID_KEY is set, then it is the key; shorter than 32 characters, the start is refused', () => {
    expect(load({ EMAIL_ID_KEY: 'k'.repeat(32) }).emailIdKey).toBe('k'.repeat(32));
    expect(() => load({ EMAIL_ID_KEY: 'short' })).toThrow(/EMAIL_ID_KEY/);
  });
});

describe('exchange rates', () => {
  const HOUR_MS = 3_600_000;

  it('when nothing is set outside production, then the demo rates are used at any age', () => {
    expect(load({}).exchangeRates).toEqual({ url: undefined, maxAgeMs: undefined });
  });

  it('when in production or with a rates source, then a rate older than FX_MAX_AGE_HOURS (24 by default) is refused', () => {
    expect(load({ NODE_ENV: 'production' }).exchangeRates.maxAgeMs).toBe(24 * HOUR_MS);
    const source = 'https://openexchangerates.org/api/latest.json?app_id=x';
    expect(load({ FX_RATES_URL: source, FX_MAX_AGE_HOURS: '6' }).exchangeRates).toEqual({
      url: source,
      maxAgeMs: 6 * HOUR_MS,
    });
  });

  it('when FX_MAX_AGE_HOURS is not a positive number, then the start stops with its name', () => {
    expect(() => load({ FX_MAX_AGE_HOURS: '-1' })).toThrow(/FX_MAX_AGE_HOURS/);
  });
});

describe('where the embedded database runs', () => {
  it('when nothing says, then PGlite has a thread of its own; PGLITE_THREAD=main keeps it on the request loop', () => {
    expect(load({}).pgliteThread).toBe('worker');
    expect(load({ PGLITE_THREAD: 'main' }).pgliteThread).toBe('main');
  });
});

describe('where the projector runs', () => {
  it.each([
    ['the embedded database on one core', {}, 1, 'main'],
    ['the embedded database on two cores', {}, 2, 'worker'],
    ['the embedded database on the request loop', { PGLITE_THREAD: 'main' }, 4, 'main'],
    ['a PostgreSQL server on one core', { DATABASE_URL: SERVER }, 1, 'main'],
    ['a PostgreSQL server on two cores', { DATABASE_URL: SERVER }, 2, 'worker'],
  ])(
    'when nothing says, on %s, then it runs where it keeps up: %s cores → %s',
    (_case, env, cores, thread) => {
      expect(load(env, cores).projectorThread).toBe(thread);
    },
  );

  it('when the operator says, then the setting wins over the cores', () => {
    expect(load({ DATABASE_URL: SERVER, PROJECTOR_THREAD: 'main' }).projectorThread).toBe('main');
    expect(load({ DATABASE_URL: SERVER, PROJECTOR_THREAD: 'worker' }).projectorThread).toBe(
      'worker',
    );
  });

  it('when its own thread is asked for with PGlite on the request loop, then the start stops saying what it needs', () => {
    expect(() => load({ PROJECTOR_THREAD: 'worker', PGLITE_THREAD: 'main' })).toThrow(
      'PROJECTOR_THREAD=worker needs DATABASE_URL (a PostgreSQL server) or PGLITE_THREAD=worker',
    );
    expect(load({ PROJECTOR_THREAD: 'worker' }, 1).projectorThread).toBe('worker');
  });
});
