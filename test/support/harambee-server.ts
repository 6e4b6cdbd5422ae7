import { type RunningHarambee, type StartOptions, startHarambee as start } from '@harambee/server';
import { loadConfig } from '@harambee/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiCaller,
  type SmtpSink,
  startSmtpSink,
  TEST_ADMIN,
  testServerSettings,
} from '@harambee/test-support';

export { TEST_ADMIN };

/** A server whose payments go to Stripe, never reached: its API is a closed port, so a background job fails at once. */
export const STRIPE_UNREACHED = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_not_used_here',
  STRIPE_WEBHOOK_SECRET: 'whsec_not_used_here',
  STRIPE_API_URL: 'http://127.0.0.1:9',
};

export type TestHarambee = RunningHarambee & {
  smtp: SmtpSink;
  adminToken: string;
  api: (
    path: string,
    init?: RequestInit & { token?: string; json?: unknown },
  ) => Promise<{ status: number; body: any }>;
  login: (email: string, password: string) => Promise<string>;
};

/**
 * The real embedded platform for a test: a fresh data folder, PGlite (on its own thread, as by default; PGLITE_THREAD=main keeps it on the request loop),
 * the projector on the request loop, port 0, a real SMTP sink for mail.
 * `seed: true` loads the demo content; `env` overrides any setting; `start` goes to the server as is.
 */
export const startHarambee = async (
  options: { seed?: boolean; env?: NodeJS.ProcessEnv; start?: StartOptions } = {},
): Promise<TestHarambee> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-test-'));
  const smtp = await startSmtpSink();
  const config = loadConfig({
    ...testServerSettings(dataDir, smtp.url),
    DEMO_SEED: options.seed ? 'true' : 'false',
    // An in-memory database each server would open before it listens, for a view few tests ask for.
    AS_OF_SCRATCH: 'on-first-question',
    // `PGLITE_THREAD=main npm run test:int` runs every embedded server's database on the request loop.
    ...(process.env.PGLITE_THREAD ? { PGLITE_THREAD: process.env.PGLITE_THREAD } : {}),
    // The projector in the test's own thread, with its clock; `PROJECTOR_THREAD=worker npm run test:int` gives it its
    // thread (the default on 2+ cores, run by test/e2e/projector-thread.int.spec.ts).
    PROJECTOR_THREAD: process.env.PROJECTOR_THREAD ?? 'main',
    ...options.env,
  });
  const running = await start(config, options.start);
  const publicUrl = running.url;
  const api: TestHarambee['api'] = apiCaller(`${publicUrl}/api`);
  const login = async (email: string, password: string) => {
    const { status, body } = await api('/auth/login', {
      method: 'POST',
      json: { email, password },
    });
    if (status !== 200)
      throw new Error(`login failed for ${email}: ${status} ${JSON.stringify(body)}`);
    return body.data.token as string;
  };
  const adminToken = await login(TEST_ADMIN.email, TEST_ADMIN.password);
  return {
    ...running,
    smtp,
    api,
    login,
    adminToken,
    stop: async () => {
      await running.stop();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
