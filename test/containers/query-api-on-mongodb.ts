/** The query API's folders whose int specs run on MongoDB too (they take the read store kinds from the environment). */
export const QUERY_API_FOLDERS_ON_MONGODB = [
  'accounts',
  'as-of',
  'campaigns',
  'disputes',
  'donations',
  'ledger',
  'live',
  'money',
] as const;

/** Those folders' specs and "same log, same answers", as one jest path pattern. */
export const queryApiOnMongodb = () =>
  `services/query-api/src/(${QUERY_API_FOLDERS_ON_MONGODB.join('|')}|same-answers)`;
