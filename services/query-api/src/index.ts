export { createQueryApi, type QueryApi, type QueryApiOptions } from './query-api';
export { queryApiDocs } from './query-api-docs';
export { startQueryApiServer } from './server';
export { findCampaign, listApproved, listCampaigns } from './campaigns/postgres';
export type { CampaignListing } from './campaigns/campaign-listing';
export { findBlogPost, listBlogPosts } from './content/postgres';
export { uploadPath } from './upload-path';
