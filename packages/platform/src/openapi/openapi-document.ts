import { z } from 'zod';
import type { ApiAuth, ApiRoute } from './api-route';

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, unknown>;
  required?: string[];
};

/** The schema a client sends: input side of transforms, refinements left to the server. */
export const inputSchemaOf = (schema: z.ZodType): JsonSchema => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
};

const envelope = (name: 'Success' | 'Fail') => ({ $ref: `#/components/schemas/${name}` });

/** The schema of what the server answers: output side of transforms. */
const outputSchemaOf = (schema: z.ZodType): JsonSchema => {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
};

const successSchema = (route: ApiRoute) =>
  route.answer
    ? {
        allOf: [
          envelope('Success'),
          { type: 'object', properties: { data: outputSchemaOf(route.answer) } },
        ],
      }
    : envelope('Success');

const authNote: Record<ApiAuth, string> = {
  public: 'Open to anyone.',
  user: 'Needs the bearer token of a logged-in user.',
  creator: 'Needs the bearer token of a creator.',
  admin: 'Needs the bearer token of an admin.',
};

const parameters = (route: ApiRoute) => {
  const pathSchema = route.params ? (inputSchemaOf(route.params).properties ?? {}) : {};
  const inPath = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name: name!,
    in: 'path',
    required: true,
    schema: pathSchema[name!] ?? { type: 'string' },
  }));
  const query = route.query ? inputSchemaOf(route.query) : undefined;
  const inQuery = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query?.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
};

const requestBody = (route: ApiRoute) => {
  if (!route.body && !route.image) return undefined;
  const schema: JsonSchema = route.body
    ? inputSchemaOf(route.body)
    : { type: 'object', properties: {} };
  if (route.form)
    return { required: true, content: { 'application/x-www-form-urlencoded': { schema } } };
  if (!route.image) return { required: true, content: { 'application/json': { schema } } };
  const required =
    route.image === 'required' ? [...(schema.required ?? []), 'image'] : schema.required;
  const form = {
    ...schema,
    properties: { ...schema.properties, image: { type: 'string', format: 'binary' } },
    required,
  };
  return { required: true, content: { 'multipart/form-data': { schema: form } } };
};

const operation = (route: ApiRoute) => ({
  tags: [route.tag],
  summary: route.summary,
  description: authNote[route.auth],
  security: route.auth === 'public' ? [] : [{ bearer: [] }],
  parameters: parameters(route),
  requestBody: requestBody(route),
  responses: {
    [String(route.status ?? 200)]: {
      description: 'Done',
      content: { 'application/json': { schema: successSchema(route) } },
    },
    '4XX': {
      description: 'Refused, with the message to show',
      content: { 'application/json': { schema: envelope('Fail') } },
    },
  },
});

export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

/** An OpenAPI 3.1 document of the given routes; the paths are below the server URL /api. */
export const openApiDocument = (routes: readonly ApiRoute[]) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const operations = (paths[openApiPath(route.path)] ??= {});
    if (operations[route.method])
      throw new Error(`${route.method} ${route.path} is documented twice`);
    operations[route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Harambee API',
      version: '1.0.0',
      description: 'Crowdfunding for African entrepreneurs. Amounts are US dollars.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Success: {
          type: 'object',
          properties: { status: { const: 'success' }, data: {} },
          required: ['status', 'data'],
        },
        Fail: {
          type: 'object',
          properties: { status: { enum: ['fail', 'error'] }, message: { type: 'string' } },
          required: ['status', 'message'],
        },
      },
    },
  };
};
