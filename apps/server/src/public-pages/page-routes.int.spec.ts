import express from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PageReads } from './page-reads';
import { loadPageRenderer, type PageRenderer } from './page-renderer';
import { pageRoutes } from './page-routes';
import { builtWebFixture } from './testing/built-web';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'harambee-web-'));
const INDEX_HTML =
  '<!doctype html><html><head><title>Harambee</title></head><body><div id="root"><div class="boot-screen"></div></div></body></html>';
writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);

/** Read models that never answer, or fail at once. */
const readsThat = (answer: () => Promise<never>): PageReads => ({
  findCampaign: answer,
  findBlogPost: answer,
  listApproved: answer,
  listBlogPosts: answer,
});
const stuck = readsThat(() => new Promise<never>(() => undefined));
const broken = readsThat(() => Promise.reject(new Error('connection lost')));

const servers: Server[] = [];
const listen = async (server: Server) => {
  servers.push(server);
  await new Promise((resolve) => server.listen(0, () => resolve(undefined)));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
};
const serve = (
  reads: PageReads,
  render?: { renderer: PageRenderer; apiOrigin: string; deadlineMs?: number },
) =>
  listen(
    createServer(
      express().use(
        pageRoutes({
          reads,
          webDist,
          publicUrl: () => 'https://harambee.example',
          deadlineMs: render?.deadlineMs ?? 100,
          renderer: render?.renderer,
          apiOrigin: render && (() => render.apiOrigin),
        }),
      ),
    ),
  );
afterAll(() => {
  servers.forEach((server) => server.close());
  rmSync(webDist, { recursive: true, force: true });
});

/** Far above any deadline here: a page that has not come by then is hanging, not slow. */
const HANG_GUARD_MS = 30_000;

describe('a campaign page when the read models are in trouble', () => {
  it.each([
    ['never answer', stuck],
    ['fail', broken],
  ])(
    'when they %s, then the plain shell goes out in time and the app can load',
    async (_, reads) => {
      const url = await serve(reads);
      // The read models never answer: only the render deadline lets the page go out before the guard.
      const response = await fetch(`${url}/campaign/00000000-0000-4000-8000-000000000000`, {
        signal: AbortSignal.timeout(HANG_GUARD_MS),
      });

      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );
});

describe('a public page when its API is in trouble', () => {
  let web: Awaited<ReturnType<typeof builtWebFixture>>;
  let renderer: PageRenderer;
  beforeAll(async () => {
    web = await builtWebFixture();
    renderer = loadPageRenderer(web.renderer)!;
  });
  afterAll(() => web?.remove());

  /** An API that takes each request and never answers; says which requests' connections are still open. */
  const silentApi = async () => {
    const waiting = new Set<string>();
    const server = createServer((req) => {
      waiting.add(req.url!);
      req.socket.on('close', () => waiting.delete(req.url!));
    });
    return { origin: await listen(server), waiting };
  };
  const closedOrigin = async () => {
    const server = createServer();
    const origin = await listen(server);
    await new Promise((resolve) => server.close(resolve));
    return origin;
  };

  it('when the API never answers, then the page goes out in time with its head, unrendered, and its fetches stop', async () => {
    const api = await silentApi();
    const url = await serve(stuck, { renderer, apiOrigin: api.origin, deadlineMs: 600 });
    const response = await fetch(`${url}/about`, { signal: AbortSignal.timeout(HANG_GUARD_MS) });
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain('<title>About Us | Harambee</title>');
    expect(html).toContain('<div id="root"><div class="boot-screen"></div></div>');
    expect(html).not.toContain('server-state');
    const asked = [...api.waiting];
    expect(asked).toContain('/api/v1/payment-settings');
    for (let attempt = 0; attempt < 50 && api.waiting.size > 0; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...api.waiting]).toEqual([]);
  });

  it('when the API is down, then the page goes out with its head, unrendered: the browser renders it', async () => {
    const url = await serve(stuck, { renderer, apiOrigin: await closedOrigin() });
    const response = await fetch(`${url}/blog`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain('<title>Impact Stories | Harambee</title>');
    expect(html).toContain('<div id="root"><div class="boot-screen"></div></div>');
  });
});
