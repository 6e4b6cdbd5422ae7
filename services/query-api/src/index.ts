export { createQueryApi, type QueryApi, type QueryApiOptions } from './query-api';
export { queryApiDocs } from './query-api-docs';
export { startQueryApiServer } from './server';
