import { loadConfig } from './config';

const load = (env: NodeJS.ProcessEnv) => loadConfig({ JWT_SECRET: 'a'.repeat(32), DATA_DIR: '/tmp/harambee-config', ...env });
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
    expect(load({ NODE_ENV: 'production', DATABASE_URL: SERVER, ENABLE_TEST_TOOLS: 'true' }).testToolsEnabled).toBe(true);
  });
});
