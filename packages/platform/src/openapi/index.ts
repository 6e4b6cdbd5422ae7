export type { ApiAuth, ApiRoute } from './api-route';
export { mountedRoutes } from './mounted-routes';
export { inputSchemaOf, openApiDocument, openApiPath } from './openapi-document';
export { openApiRoutes } from './openapi-routes';
