/** Where and by whom an entry of the ledger or the history was made, for tests of their documents. */
export const placeInLog = {
  campaign_id: 'c1',
  transaction_id: '812',
  global_position: '40',
  at: '2026-01-02T00:00:00.000Z',
  actor_id: 'admin-1',
  actor_role: 'admin',
  actor_name: 'Amina Admin',
} as const;
