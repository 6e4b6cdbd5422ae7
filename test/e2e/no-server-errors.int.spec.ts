import { type TestHarambee, startHarambee } from '../support/harambee-server';

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
};

const junkIds = [
  'x',
  '..%2F..%2Fetc%2Fpasswd',
  '0',
  'a'.repeat(300),
  '%00',
  "1' or '1'='1",
  '00000000-0000-4000-8000-000000000000',
];
const junkValues = [
  null,
  -1,
  1e308,
  'x'.repeat(10_000),
  [],
  {},
  [1, 2],
  { $gt: '' },
  true,
  '<script>alert(1)</script>',
  '9'.repeat(40),
  '\u0000',
  'Amina\u0000',
];
const junkBodies = [
  'null',
  '[]',
  '"text"',
  '123',
  '{"a":{"b":{"c":{"d":[[[[]]]]}}}}',
  '{"__proto__":{"admin":true}}',
  '{"name":"\\u0000"}',
];
/** Query values as they appear in a URL, already encoded. */
const junkQueryValues = [
  '-1',
  '0',
  '1.5',
  '1e20',
  '9999999999',
  '-9999999999',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '%00',
  'a%00b',
  'x'.repeat(5_000),
  '%3Cscript%3E',
  'a&x[]=1',
  '[]',
];
const junkMultiparts: [contentType: string, body: string][] = [
  ['multipart/form-data; boundary=x', 'garbage'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nCold rooms',
  ],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\u0000B\r\n--x--\r\n',
  ],
  ['multipart/form-data', '--x\r\n'],
];

/** Bodies that pass validation, so a NUL character put in any one of their fields reaches the handler and its queries. */
const validBodies = (campaignId: string): Record<string, Record<string, unknown>> => ({
  '/contact': { name: 'Sarah', email: 'sarah@example.org', role: 'investor', message: 'Hello' },
  '/auth/login': { email: 'amina@demo.harambee.africa', password: 'Harambee2026' },
  '/auth/forgot-password': { email: 'amina@demo.harambee.africa' },
  '/auth/request-verification': {
    email: 'nia@example.org',
    name: 'Nia',
    formData: { title: 'Bakery' },
  },
  '/v1/payments/card': {
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvv: '123',
    cardholderName: 'Grace',
    amount: 25,
    campaignId,
  },
  '/v1/donations': { amount: 25, campaignId, donorName: 'Grace', paymentId: 'pay_unknown' },
  '/v1/donations/crypto-pledges': { amount: 25, campaignId, donorName: 'Grace', currency: 'BTC' },
});

let harambee: TestHarambee;
let paths: Record<string, Record<string, Operation>>;
let approvedCampaignId: string;
beforeAll(async () => {
  harambee = await startHarambee({ seed: true });
  paths = (await harambee.api('/openapi.json')).body.paths;
  approvedCampaignId = (await harambee.api('/v1/campaigns/approved')).body.data.campaigns[0]._id;
});
afterAll(() => harambee.stop());

const withIds = (path: string) => junkIds.map((id) => path.replace(/\{[^}]+\}/g, id));

it.each([
  ['an admin', () => harambee.adminToken],
  ['a visitor', () => undefined],
])(
  'when every documented endpoint gets junk ids, queries, JSON, multipart and NUL characters from %s, then none answers 5xx',
  async (_caller, tokenOf) => {
    const token = tokenOf();
    const serverErrors: string[] = [];
    let requests = 0;
    const send = async (
      method: string,
      route: string,
      init: { body?: string; json?: unknown; contentType?: string },
    ) => {
      const { contentType, ...request } = init;
      const headers =
        init.body !== undefined ? { 'content-type': contentType ?? 'application/json' } : undefined;
      requests += 1;
      const { status, body } = await harambee.api(route, {
        method: method.toUpperCase(),
        token,
        headers,
        ...request,
      });
      if (status >= 500)
        serverErrors.push(
          `${method.toUpperCase()} ${route.slice(0, 120)} ${JSON.stringify(init).slice(0, 80)} → ${status} ${JSON.stringify(body).slice(0, 120)}`,
        );
    };
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (path.includes('rebuild') || path.includes('generate-donations')) continue;
        for (const route of withIds(path)) await send(method, route, {});
        const route = withIds(path)[0]!;
        const queryNames = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => parameter.name);
        for (const value of junkQueryValues) {
          for (const name of queryNames) await send(method, `${route}?${name}=${value}`, {});
          if (queryNames.length > 0)
            await send(
              method,
              `${route}?${queryNames.map((name) => `${name}=${value}`).join('&')}`,
              {},
            );
        }
        if (method === 'get' || method === 'delete') continue;
        for (const body of junkBodies) await send(method, route, { body });
        const content = operation.requestBody?.content ?? {};
        if (content['multipart/form-data']) {
          for (const [contentType, body] of junkMultiparts)
            await send(method, route, { body, contentType });
        }
        const fields = Object.keys(Object.values(content)[0]?.schema.properties ?? {});
        for (const field of fields) {
          for (const value of junkValues) await send(method, route, { json: { [field]: value } });
        }
      }
    }
    for (const [route, body] of Object.entries(validBodies(approvedCampaignId))) {
      for (const field of Object.keys(body))
        await send('post', route, { json: { ...body, [field]: `${String(body[field])}\u0000` } });
      await send('post', route, { json: { ...body, 'extra\u0000': 'x' } });
    }
    expect(serverErrors).toEqual([]);
    expect(Object.keys(paths).length).toBeGreaterThan(20);
    expect(requests).toBeGreaterThan(1500);
  },
);
