import { type HarambeeEvent, openEvents } from '@harambee/events';
import { createPersonalDataVault } from '@harambee/eventstore';
import { loadConfig, signToken } from '@harambee/platform';
import { openDatabase, type SqlDatabase } from '@harambee/database';
import {
  apiCaller,
  later,
  type SmtpSink,
  startedForTests,
  startSmtpSink,
  TEST_ADMIN,
  testServerSettings,
} from '@harambee/test-support';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Clock } from '../core/clock';
import { createMailer } from '../core/mailer';
import type { RunnerOptions } from '../core/process-manager-runner';
import type { OutboxOptions } from '../mail/mail-outbox';
import { startCommandApi } from '../server';

export { TEST_ADMIN };

/** The command API alone, over real HTTP on port 0, a fresh PGlite (or the given database, left open) and a real SMTP sink. */
export const startCommandApiUnderTest = async (
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    smtp?: SmtpSink;
    outbox?: Partial<OutboxOptions>;
    db?: SqlDatabase;
    runner?: Partial<RunnerOptions>;
    processManagers?: boolean;
  } = {},
) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-command-'));
  const smtp = options.smtp ?? (await startSmtpSink());
  const config = loadConfig({
    ...testServerSettings(dataDir, smtp.url),
    PUBLIC_URL: 'http://harambee.test',
    DEMO_SEED: 'false',
    // Command APIs sharing a database share the key naming its email claims, as in production.
    EMAIL_ID_KEY: 'the-email-id-key-every-test-command-api-shares',
    ...options.env,
  });
  const db = options.db ?? (await openDatabase({}));
  const server = await startCommandApi(config, {
    db,
    clock: options.clock ?? (() => new Date()),
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: config.mailFrom,
      outboxDir: path.join(dataDir, 'outbox'),
    }),
    outbox: options.outbox,
    runner: { pollMs: 50, ...options.runner },
    processManagers: options.processManagers ?? false,
  });
  const { deps, admin } = server;
  const origin = server.url;
  const base = `${origin}/api`;

  const call = apiCaller(base);
  const eventCount = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from events'))[0]!.n;
  /** The log's rows of a type, raw as stored (`sealed`) and with personal fields opened (`data`). */
  const eventsOfType = async (type: string) => {
    const rows = await db.query<{ stream_id: string; data: any; metadata: any }>(
      'select stream_id, data, metadata from events where type = $1 order by global_position',
      [type],
    );
    const opened = await openEvents(
      createPersonalDataVault(db),
      rows.map((row) => ({ type, data: row.data }) as HarambeeEvent),
    );
    return rows.map((row, index) => ({
      ...row,
      sealed: row.data,
      data: opened[index]!.data as any,
    }));
  };

  return {
    deps,
    origin,
    base,
    call,
    smtp,
    eventCount,
    eventsOfType,
    adminId: admin.userId,
    adminToken: signToken({ userId: admin.userId, role: 'admin' }, config.jwtSecret),
    stop: async () => {
      await server.stop();
      if (!options.smtp) await smtp.stop();
      if (!options.db) await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
export type CommandApiUnderTest = Awaited<ReturnType<typeof startCommandApiUnderTest>>;

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const JPEG_1PX = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeAGpH/9k=',
  'base64',
);
export const GIF_1PX = Buffer.from(
  'R0lGODlhAQABAIAAAExpccwzMyH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==',
  'base64',
);
export const WEBP_1PX = Buffer.from(
  'UklGRjoAAABXRUJQVlA4IC4AAACQAQCdASoBAAEAAUAmJaACdLoAA5gA/u7/n/wF090Yt/+4OP+wcf9g4/dMAAAA',
  'base64',
);

export const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const campaignForm = (
  fields: Record<string, string>,
  image: Buffer | null = PNG_1PX,
  type = 'image/png',
) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (image) form.set('image', new Blob([new Uint8Array(image)], { type }), 'photo.png');
  return form;
};

/** A creation form for `email`, carrying the token its verification mail held. */
export const creationFields = (
  email: string,
  verificationToken: string,
  overrides: Record<string, string> = {},
) => ({
  title: 'Solar cold rooms',
  story: '<p>Fish keeps for days.</p>',
  goalAmount: '5000',
  category: 'equipment',
  endDate: daysFromNow(10),
  name: 'Amina Wanjiku',
  email,
  phone: '+254712345678',
  country: 'Kenya',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  verificationToken,
  ...overrides,
});

/** The link of the verification mail sent to `email`, asked for as the creation form does. */
export const verificationLink = async (api: CommandApiUnderTest, email: string) => {
  await api.call('/auth/request-verification', {
    method: 'POST',
    json: { email, name: 'Amina Wanjiku', formData: { title: 'Cold rooms' } },
  });
  return new URL(api.smtp.linkIn(await api.smtp.waitForMail(email)));
};

/** A creation form whose email the creator verified by following the mailed link, not yet sent. */
export const verifiedCampaignFields = async (
  api: CommandApiUnderTest,
  overrides: Record<string, string> = {},
) => {
  const email = overrides.email ?? `creator-${Math.random().toString(36).slice(2)}@example.org`;
  const link = await verificationLink(api, email);
  await api.call(`/auth/verify-token?${link.searchParams}`);
  return creationFields(email, link.searchParams.get('token')!, overrides);
};

/** The creation journey as the web client makes it: request the mail, follow its link, create. */
export const createVerifiedCampaign = async (
  api: CommandApiUnderTest,
  overrides: Record<string, string> = {},
) => {
  const fields = await verifiedCampaignFields(api, overrides);
  const created = await api.call('/v1/campaigns', { method: 'POST', body: campaignForm(fields) });
  return {
    ...created,
    email: fields.email,
    fields,
    campaignId: created.body?.data?.campaign?._id as string,
    token: created.body?.data?.token as string,
  };
};

/** A campaign made through the creation journey and approved by the admin. */
export const createApprovedCampaign = async (
  api: CommandApiUnderTest,
  overrides: Record<string, string> = {},
) => {
  const created = await createVerifiedCampaign(api, overrides);
  await api.call(`/v1/campaigns/${created.campaignId}/approve`, {
    method: 'PATCH',
    token: api.adminToken,
  });
  return created;
};

type StartOptions = Parameters<typeof startCommandApiUnderTest>[0];

/**
 * The command API of the tests around it (a file or a `describe`): started before them, stopped after. Options given
 * as a function are read when it starts, after the hooks declared before this call.
 */
export const commandApiForTests = (options: StartOptions | (() => StartOptions) = {}) =>
  later(
    startedForTests(() =>
      startCommandApiUnderTest(typeof options === 'function' ? options() : options),
    ),
  );
