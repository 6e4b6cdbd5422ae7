import { loadConfig } from '@harambee/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startHarambee, type TestHarambee } from '../../../test/support/harambee-server';
import { rawGet as getAsSent } from '../../../test/support/raw-get';
import { DEMO_CREATOR_PASSWORD, demoCreators } from './demo-content';
import { startHarambee as startComposed } from './harambee-server';

let harambee: TestHarambee;
beforeAll(async () => {
  harambee = await startHarambee({ seed: true, env: { SMTP_URL: '' } });
});
afterAll(() => harambee.stop());

const rawGet = (path: string, headers: Record<string, string>) =>
  getAsSent(`${harambee.url}${path}`, headers);

describe('the composed server on a slow network', () => {
  it('when a phone that accepts gzip lists campaigns, then the list arrives compressed and whole', async () => {
    const plain = await rawGet('/api/v1/campaigns/approved', {});
    const zipped = await rawGet('/api/v1/campaigns/approved', { 'accept-encoding': 'gzip' });

    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
  });

  it('when a visitor asks again with the tag of the list they hold, then the answer is 304 without a body', async () => {
    const first = await rawGet('/api/v1/campaigns/approved', {});
    const again = await rawGet('/api/v1/campaigns/approved', {
      'if-none-match': String(first.headers.etag),
    });

    expect(first.headers.etag).toEqual(expect.any(String));
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('the development mailbox, when no SMTP server is configured', () => {
  const resetMailIn = (mails: { raw: string }[]) =>
    mails.find((mail) => mail.raw.includes('Subject: Reset your Harambee password'));

  it('when an admin opens it, then the newest mails are there with their links; a visitor or a creator is refused', async () => {
    expect(
      (
        await harambee.api('/auth/forgot-password', {
          method: 'POST',
          json: { email: harambee.config.adminEmail },
        })
      ).status,
    ).toBe(200);
    let mails: { raw: string }[] = [];
    for (let attempt = 0; attempt < 100 && !resetMailIn(mails); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mails = (await harambee.api('/dev/mailbox', { token: harambee.adminToken })).body.data.mails;
    }
    expect(resetMailIn(mails)).toBeDefined();

    expect(await harambee.api('/dev/mailbox')).toMatchObject({
      status: 401,
      body: { status: 'fail' },
    });
    const creatorToken = await harambee.login(demoCreators[0]!.email, DEMO_CREATOR_PASSWORD);
    expect(await harambee.api('/dev/mailbox', { token: creatorToken })).toMatchObject({
      status: 403,
      body: { status: 'fail' },
    });
  });
});

describe('the composed server with READ_STORE_URL', () => {
  it('when it names MongoDB, then the server opens its read side there instead of refusing the setting', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-test-'));
    // Nothing listens on port 9 here: the start gets as far as connecting to MongoDB, and says so.
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      READ_STORE_URL: 'mongodb://127.0.0.1:9/harambee?replicaSet=rs0&serverSelectionTimeoutMS=300',
    });
    try {
      await expect(startComposed(config)).rejects.toThrow(
        /ECONNREFUSED|Server selection timed out/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
