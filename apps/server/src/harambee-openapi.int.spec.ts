import { mountedRoutes } from '@harambee/platform';
import { startHarambee, type TestHarambee } from '../../../test/support/harambee-server';

let harambee: TestHarambee;
beforeAll(async () => {
  harambee = await startHarambee({ env: { SMTP_URL: '' } });
});
afterAll(() => harambee.stop());

/** Routes the composed app answers under /api, in the document's terms (paths below the server URL /api). */
const mountedUnderApi = () =>
  [...new Set(mountedRoutes(harambee.app.router))]
    .filter((route) => route.split(' ')[1]!.startsWith('/api/'))
    .map((route) => route.replace(' /api/', ' /'));

describe('GET /api/openapi.json on the composed server', () => {
  it('when fetched, then it documents exactly what the process mounts under /api: command API, query API and its own', async () => {
    const { status, body } = await harambee.api('/openapi.json');
    expect(status).toBe(200);
    const documented = Object.entries(body.paths as Record<string, object>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`),
    );
    const mounted = mountedUnderApi();
    expect(mounted).toEqual(
      expect.arrayContaining([
        'post /auth/login',
        'get /v1/campaigns/search',
        'post /ops/projections/rebuild',
        'get /dev/mailbox',
        'get /health',
      ]),
    );
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !mounted.includes(route))).toEqual([]);
  });

  it("when fetched, then the query API's routes carry their schemas and the command API's theirs", async () => {
    const { paths } = (await harambee.api('/openapi.json')).body;
    expect(
      paths['/v1/campaigns/search'].get.parameters.map((p: { name: string }) => p.name),
    ).toContain('maxDaysLeft');
    expect(paths['/v1/campaigns/{id}'].get.security).toEqual([{ bearer: [] }]);
    expect(
      paths['/v1/campaigns/{id}'].patch.requestBody.content['multipart/form-data'],
    ).toBeDefined();
    expect(
      paths['/ops/projections/rebuild'].post.requestBody.content['application/json'].schema
        .properties.names.type,
    ).toBe('array');
  });
});
