import { KNOWN_PLACEHOLDER_SECRETS } from '@harambee/platform';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** How long a refused start may take: loading the TypeScript sources is most of it. */
const REFUSAL_WITHIN_MS = 30_000;

/** Starts an entry point as an operator would; one still running after a while is stopped and said so. */
const start = (entry: string, env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; output: string; kept: boolean }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let kept = false;
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      kept = true;
      child.kill('SIGKILL');
    }, REFUSAL_WITHIN_MS);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, kept });
    });
  });

describe.each([
  ['the combined server', 'apps/server/src/main.ts'],
  ['the command API', 'services/command-api/src/main.ts'],
  ['the query API', 'apps/server/src/query-api-main.ts'],
])('%s in production', (_name, entry) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-secret-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("when JWT_SECRET is the compose file's old placeholder, then it does not start and says how to make a secret", async () => {
    const { code, output, kept } = await start(entry, {
      NODE_ENV: 'production',
      JWT_SECRET: KNOWN_PLACEHOLDER_SECRETS[0],
      DATA_DIR: dataDir,
      PORT: '0',
    });
    expect(kept).toBe(false);
    expect(code).not.toBe(0);
    expect(output).toContain('JWT_SECRET is a placeholder published in our files');
    expect(output).toContain('openssl rand -base64 48');
  });
});
