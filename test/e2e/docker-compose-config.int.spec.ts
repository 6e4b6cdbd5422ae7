import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const root = path.join(__dirname, '../..');

/** `docker-compose config` as an operator runs it, with only the given variables of ours set. */
const composeConfig = (env: Record<string, string>) => {
  const host = { ...process.env };
  for (const name of ['JWT_SECRET', 'PAYMENT_PROVIDER', 'TRUST_PROXY', 'COMMAND_API_TRUST_PROXY'])
    delete host[name];
  const run = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
    cwd: root,
    env: { ...host, ...env },
    encoding: 'utf8',
  });
  // .ci/run installs docker-compose: a missing binary is a failure, not a skip.
  expect(run.error).toBeUndefined();
  return run;
};

/** Each service's block of the resolved file, by name. */
const services = (resolved: string) => {
  const [, list = ''] = resolved.split(/^services:$/m);
  return Object.fromEntries(
    list.split(/^(?= {2}[\w-]+:$)/m).map((block) => [block.trim().split(':')[0]!, block] as const),
  );
};

describe('docker-compose.yml', () => {
  it('when JWT_SECRET is not set, then it refuses to resolve and says how to make one', () => {
    const run = composeConfig({});
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(
      'set JWT_SECRET to a long random secret, e.g. openssl rand -base64 48',
    );
  });

  it('when JWT_SECRET is set, then every service gets it, no payments are taken unless named, and the command APIs trust exactly the query API', () => {
    const secret = randomBytes(48).toString('base64');
    const run = composeConfig({ JWT_SECRET: secret });
    expect(run.status).toBe(0);
    const resolved = services(run.stdout);
    for (const name of ['command-api', 'query-api', 'card-command-api', 'card-query-api']) {
      expect(resolved[name]).toContain(`JWT_SECRET: ${secret}`);
      expect(resolved[name]).toContain('PAYMENT_PROVIDER: none');
    }
    expect(resolved['command-api']).toContain("TRUST_PROXY: '1'");
    expect(resolved['card-command-api']).toContain("TRUST_PROXY: '1'");
    expect(resolved['query-api']).toContain('TRUST_PROXY: null');

    const sandbox = composeConfig({ JWT_SECRET: secret, PAYMENT_PROVIDER: 'sandbox' });
    expect(services(sandbox.stdout)['command-api']).toContain('PAYMENT_PROVIDER: sandbox');
  });
});
