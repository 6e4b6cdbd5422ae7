export { createQueryApi, type QueryApi, type QueryApiOptions } from './query-api';
export { queryApiDocs } from './query-api-docs';
export { startQueryApiServer } from './server';
export type { CampaignListing } from './campaigns/campaign-listing';
export { uploadPath } from './upload-path';
export type { ReadQueries, ReadStore } from './read-store/port';
export { mongoReadStore } from './read-store/mongo';
export { openReadStore } from './read-store/open';
export { postgresReadStore } from './read-store/postgres';
