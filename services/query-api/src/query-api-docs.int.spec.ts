import { createPostgresEventStore } from '@harambee/events';
import { mountedRoutes } from '@harambee/platform';
import { createQueryApi } from './query-api';
import { startQueryApiUnderTest, type QueryApiUnderTest } from './testing/query-api-under-test';

let api: QueryApiUnderTest;
beforeAll(async () => {
  api = await startQueryApiUnderTest('pglite', []);
});
afterAll(() => api.stop());

const documentedRoutes = (paths: Record<string, object>) =>
  Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method} ${path}`),
  );

describe('GET /api/openapi.json on the query API', () => {
  it('when fetched, then it documents exactly the routes the query API mounts', async () => {
    const { status, body } = await api.get('/openapi.json');
    expect(status).toBe(200);
    const queryApi = createQueryApi({
      db: api.db,
      store: createPostgresEventStore(api.db),
      config: { jwtSecret: api.jwtSecret },
    });
    const mounted = [...new Set(mountedRoutes(queryApi.router))];
    await queryApi.close();
    const documented = documentedRoutes(body.paths);
    expect(mounted.length).toBeGreaterThan(15);
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !mounted.includes(route))).toEqual([]);
  });

  it("when fetched, then parameters come from the routes' own schemas", async () => {
    const { paths } = (await api.get('/openapi.json')).body;
    const search = paths['/v1/campaigns/search'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual([
      'page',
      'limit',
      'searchTerm',
      'category',
      'country',
      'minAmount',
      'maxAmount',
      'minDaysLeft',
      'maxDaysLeft',
    ]);
    expect(search.parameters[1]).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', default: 9 },
    });
    expect(search.parameters[3].schema.enum).toContain('emergency-relief');
    expect(paths['/v1/campaigns/status/{status}'].get.parameters[0].schema.enum).toEqual([
      'pending',
      'approved',
      'rejected',
      'featured',
      'all',
      'deleted',
    ]);
    expect(paths['/v1/campaigns/user/{userId}'].get.parameters[0]).toMatchObject({
      in: 'path',
      schema: { type: 'string', maxLength: 64 },
    });
    expect(paths['/contact'].get.security).toEqual([{ bearer: [] }]);
    expect(paths['/v1/campaigns/featured'].get.security).toEqual([]);
  });
});
