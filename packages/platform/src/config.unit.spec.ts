import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig({ JWT_SECRET: 'a'.repeat(32), DATA_DIR: '/tmp/harambee-config', ...env });
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

describe('the key of the email claim streams', () => {
  it('when EMAIL_ID_KEY is unset, then one key is generated under DATA_DIR and read again by every later start', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-email-id-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.emailIdKey).toHaveLength(64);
      expect(first.emailIdKey).not.toBe(first.jwtSecret);
      expect(loadConfig({ DATA_DIR: dataDir }).emailIdKey).toBe(first.emailIdKey);
      expect(readdirSync(dataDir).sort()).toEqual(['email-id-key', 'jwt-secret']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when EMAIL_ID_KEY is set, then it is the key; shorter than 32 characters, the start is refused', () => {
    expect(load({ EMAIL_ID_KEY: 'k'.repeat(32) }).emailIdKey).toBe('k'.repeat(32));
    expect(() => load({ EMAIL_ID_KEY: 'short' })).toThrow(/EMAIL_ID_KEY/);
  });
});
