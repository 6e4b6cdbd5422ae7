import { z } from 'zod';
import { openApiDocument } from './openapi-document';
import type { ApiRoute } from './api-route';

const postForm = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title')
    .transform((title) => title.toUpperCase()),
  count: z.coerce.number().int().min(1).max(31),
  note: z.string().default(''),
});

describe('the OpenAPI document', () => {
  const routes: ApiRoute[] = [
    {
      method: 'post',
      path: '/v1/things',
      tag: 'things',
      auth: 'admin',
      body: postForm,
      image: 'required',
      status: 201,
      summary: 'Make a thing',
    },
    {
      method: 'get',
      path: '/v1/things/:id',
      tag: 'things',
      auth: 'public',
      params: z.object({ id: z.uuid() }),
      query: z.object({ page: z.string().optional() }),
      answer: z.object({ thing: z.object({ title: z.string(), language: z.string().nullable() }) }),
      summary: 'Read a thing',
    },
  ];
  const document = openApiDocument(routes) as any;

  it('when a method and path are documented twice, then the document is refused', () => {
    const again: ApiRoute = {
      method: 'get',
      path: '/v1/things/:id',
      tag: 'things',
      auth: 'public',
      summary: 'Read a thing',
    };
    expect(() => openApiDocument([...routes, again])).toThrow(
      'get /v1/things/:id is documented twice',
    );
  });

  it('when a body has transforms and defaults, then the schema is what a client sends', () => {
    const schema =
      document.paths['/v1/things'].post.requestBody.content['multipart/form-data'].schema;
    expect(schema.properties.title).toEqual({ type: 'string', minLength: 1 });
    expect(schema.properties.count).toMatchObject({ type: 'integer', minimum: 1, maximum: 31 });
    expect(schema.required).toEqual(['title', 'count', 'image']);
    expect(schema.properties.image).toEqual({ type: 'string', format: 'binary' });
    expect(schema.additionalProperties).toBe(false);
  });

  it('when a route has path and query parameters, then they are described with their schemas', () => {
    const read = document.paths['/v1/things/{id}'].get;
    expect(read.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'string', format: 'uuid' }),
      },
      { name: 'page', in: 'query', required: false, schema: { type: 'string' } },
    ]);
    expect(read.security).toEqual([]);
    expect(document.paths['/v1/things'].post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(document.paths['/v1/things'].post.responses)).toEqual(['201', '4XX']);
  });

  it('when a route names its answer, then the success envelope describes its data; otherwise it stays the bare envelope', () => {
    const read = document.paths['/v1/things/{id}'].get.responses['200'];
    const [envelope, { properties }] = read.content['application/json'].schema.allOf;
    expect(envelope).toEqual({ $ref: '#/components/schemas/Success' });
    expect(properties.data.required).toEqual(['thing']);
    expect(properties.data.properties.thing.properties.language).toEqual({
      type: ['string', 'null'],
    });
    expect(
      document.paths['/v1/things'].post.responses['201'].content['application/json'].schema,
    ).toEqual({ $ref: '#/components/schemas/Success' });
  });
});
