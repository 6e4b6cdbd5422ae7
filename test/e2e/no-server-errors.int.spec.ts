import { type TestHarambee, startHarambee } from '../support/harambee-server';

type Operation = { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } };

const junkIds = ['x', '..%2F..%2Fetc%2Fpasswd', '0', 'a'.repeat(300), '%00', "1' or '1'='1", '00000000-0000-4000-8000-000000000000'];
const junkValues = [null, -1, 1e308, 'x'.repeat(10_000), [], {}, [1, 2], { $gt: '' }, true, '<script>alert(1)</script>', '9'.repeat(40)];
const junkBodies = ['null', '[]', '"text"', '123', '{"a":{"b":{"c":{"d":[[[[]]]]}}}}', '{"__proto__":{"admin":true}}'];

let harambee: TestHarambee;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  harambee = await startHarambee({ seed: true });
  paths = (await harambee.api('/openapi.json')).body.paths;
});
afterAll(() => harambee.stop());

const withIds = (path: string) => junkIds.map((id) => path.replace(/\{[^}]+\}/g, id));

it('when every documented endpoint gets junk ids, junk JSON and wrong types in every field, then none answers 5xx', async () => {
  const serverErrors: string[] = [];
  let requests = 0;
  const send = async (method: string, route: string, init: { body?: string; json?: unknown }) => {
    const headers = init.body !== undefined ? { 'content-type': 'application/json' } : undefined;
    requests += 1;
    const { status, body } = await harambee.api(route, { method: method.toUpperCase(), token: harambee.adminToken, headers, ...init });
    if (status >= 500) serverErrors.push(`${method.toUpperCase()} ${route} ${JSON.stringify(init).slice(0, 80)} → ${status} ${JSON.stringify(body).slice(0, 120)}`);
  };
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (path.includes('rebuild') || path.includes('generate-donations')) continue;
      for (const route of withIds(path)) await send(method, route, {});
      if (method === 'get' || method === 'delete') continue;
      const route = withIds(path)[0]!;
      for (const body of junkBodies) await send(method, route, { body });
      const fields = Object.keys(Object.values(operation.requestBody?.content ?? {})[0]?.schema.properties ?? {});
      for (const field of fields) {
        for (const value of junkValues) await send(method, route, { json: { [field]: value } });
      }
    }
  }
  expect(serverErrors).toEqual([]);
  expect(Object.keys(paths).length).toBeGreaterThan(20);
  expect(requests).toBeGreaterThan(1000);
});
