import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHarambee, type TestHarambee } from '../../../test/support/harambee-server';

/** A stand-in for the built web app, so the page routes answer whether or not apps/web/dist exists. */
const webDist = mkdtempSync(path.join(os.tmpdir(), 'harambee-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Harambee</title><div id="root"></div>',
);

let plain: TestHarambee;
let secure: TestHarambee;
let campaignId: string;

beforeAll(async () => {
  [plain, secure] = await Promise.all([
    startHarambee({ seed: true, start: { webDist } }),
    startHarambee({ env: { PUBLIC_URL: 'https://harambee.example' }, start: { webDist } }),
  ]);
  for (let attempt = 0; attempt < 100 && !campaignId; attempt++) {
    campaignId = (await plain.api('/v1/campaigns/approved')).body.data.campaigns[0]?._id;
    if (!campaignId) await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  await Promise.all([plain.stop(), secure.stop()]);
  rmSync(webDist, { recursive: true, force: true });
});

const policyOf = (header: string | null) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

const pages = () => ['/', `/campaign/${campaignId}`, '/api/v1/campaigns/approved'];

describe('the security headers', () => {
  it('when a visitor opens a page or calls the API, then scripts may come only from the site and the page cannot be framed', async () => {
    expect(campaignId).toEqual(expect.any(String));
    for (const route of pages()) {
      const response = await fetch(`${plain.url}${route}`);
      expect(response.status).toBe(200);
      const policy = policyOf(response.headers.get('content-security-policy'));
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('when the public address is https, then browsers are told to use https only from then on', async () => {
    for (const route of ['/', '/campaign/any', '/api/v1/campaigns/approved']) {
      const response = await fetch(`${secure.url}${route}`);
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
      expect(policyOf(response.headers.get('content-security-policy'))['script-src']).toEqual([
        "'self'",
      ]);
    }
  });
});
