export { createQueryApi, type QueryApi, type QueryApiOptions } from './query-api';
export { queryApiDocs } from './query-api-docs';
export { startQueryApiServer } from './server';
export { findCampaign, listCampaigns } from './campaigns/campaign-queries';
export type { CampaignListing } from './campaigns/campaign-view';
export { findBlogPost, listBlogPosts } from './content/blog-posts';
export { uploadPath } from './upload-path';
