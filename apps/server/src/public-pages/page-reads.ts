import type { ReadQueries } from '@harambee/query-api';

/** What the public pages read, through the read-store port: PostgreSQL or MongoDB alike. */
export type PageReads = Pick<
  ReadQueries,
  'findCampaign' | 'findBlogPost' | 'listApproved' | 'listBlogPosts'
>;
