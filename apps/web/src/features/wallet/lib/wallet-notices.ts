/** What the wallet page tells the creator besides the account-number rules' messages. */
export const WALLET_NOTICES = {
  linked: 'Your payout account has been linked successfully.',
  linkFailed: 'Failed to link wallet. Please try again.',
  loadFailed: 'Failed to load your payout account. Please try again later.',
  donationsFailed: 'Failed to fetch donations. Please try again later.',
  authRequired: 'Authentication required',
} as const;
