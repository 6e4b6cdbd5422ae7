import { mountedRoutes } from '@harambee/platform';
import { commandRouter } from '../command-api';
import { DEFAULT_PACE, managersPace } from '../core/managers-pace';
import { choosePaymentProviders } from '../payments';
import {
  type CommandApiUnderTest,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';

let api: CommandApiUnderTest;
beforeAll(async () => {
  // Giving by phone on, so its callbacks are mounted as they are documented.
  api = await startCommandApiUnderTest({
    env: {
      USSD_CALLBACK_SECRET: 'the-ussd-callback-secret-of-the-docs',
      AFRICASTALKING_USERNAME: 'sandbox',
      AFRICASTALKING_API_KEY: 'atsk_docs',
    },
  });
});
afterAll(() => api.stop());

const fetchDocument = async () => {
  const answer = await api.call('/openapi.json');
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /api/openapi.json', () => {
  it('when fetched, then it documents exactly the routes the command API mounts', async () => {
    const document = await fetchDocument();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations as object).map((method) => `${method} ${path}`),
    );
    const mounted = [
      ...new Set(
        mountedRoutes(
          commandRouter(
            api.deps,
            choosePaymentProviders(api.deps.config),
            managersPace(DEFAULT_PACE),
          ),
        ),
      ),
    ];
    expect(mounted.length).toBeGreaterThan(20);
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !mounted.includes(route))).toEqual([]);
  });

  it("when fetched, then bodies come from the routes' own schemas, with the spec's rules", async () => {
    const { paths } = await fetchDocument();
    const wallet = paths['/v1/users/wallet'].post.requestBody.content['application/json'].schema;
    expect(wallet.properties.provider.enum).toEqual([
      'momo',
      'mpesa',
      'airtel',
      'paypal',
      'zeepay',
      'tymebank',
      'orange',
      'wave',
      'moov',
      'vodacom',
      'mixx',
    ]);
    expect(wallet.required).toEqual(['country', 'provider', 'accountNumber', 'password']);
    const blog = paths['/v1/blog/posts'].post.requestBody.content['multipart/form-data'].schema;
    expect(blog.required).toEqual(['title', 'content', 'image']);
    expect(
      paths['/v1/blog/posts/{id}'].patch.requestBody.content['multipart/form-data'].schema.required,
    ).toEqual(['title', 'content']);
    expect(
      paths['/contact'].post.requestBody.content['application/json'].schema.properties.role.enum,
    ).toEqual(['entrepreneur', 'investor', 'partner', 'other']);
    expect(
      paths['/test/generate-donations'].post.requestBody.content['application/json'].schema
        .properties.count,
    ).toMatchObject({ minimum: 1, maximum: 31 });
    expect(paths['/auth/reset-password/{token}'].post.parameters[0]).toMatchObject({
      name: 'token',
      in: 'path',
      required: true,
    });
    expect(paths['/v1/campaigns/{id}/{action}'].patch.parameters[1].schema.enum).toEqual([
      'approve',
      'feature',
      'unfeature',
    ]);
    expect(
      paths['/v1/campaigns/{id}/reject'].patch.requestBody.content['application/json'].schema
        .properties.reason,
    ).toMatchObject({ maxLength: 500 });
    expect(paths['/auth/verify-token'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      ['token', 'email'],
    );
    expect(paths['/v1/blog/posts/{id}'].delete.security).toEqual([{ bearer: [] }]);
    expect(paths['/auth/login'].post.security).toEqual([]);
  });

  it("when fetched, then every sign-in answer shows the account's saved language, null until one is chosen", async () => {
    const { paths } = await fetchDocument();
    const answers = [
      paths['/auth/login'].post.responses['200'],
      paths['/auth/sign-in-link'].post.responses['200'],
      paths['/auth/reset-password/{token}'].post.responses['200'],
      paths['/v1/campaigns'].post.responses['201'],
    ];
    for (const answer of answers) {
      const [envelope, { properties }] = answer.content['application/json'].schema.allOf;
      expect(envelope).toEqual({ $ref: '#/components/schemas/Success' });
      expect(properties.data.required).toEqual(expect.arrayContaining(['user', 'token']));
      expect(properties.data.properties.user.properties.language).toMatchObject({
        anyOf: [{ type: 'string', enum: ['en', 'fr', 'sw'] }, { type: 'null' }],
        description: expect.stringContaining('null until one is chosen'),
      });
    }
  });
});
