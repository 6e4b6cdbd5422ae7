export const LIVE_EDIT_NOTICE =
  'Your campaign stays live with its current text while our team reviews your changes; they are published once approved.';
export const REVIEW_NOTICE =
  'Saving your changes sends the campaign for review: it becomes public once our team approves it.';
export const LIVE_EDIT_SAVED = 'Changes sent for review. Your campaign stays live meanwhile.';
export const EDIT_SAVED = 'Campaign updated. It will be public once our team approves it.';
export const EDIT_AWAITING_REVIEW = 'Edit awaiting review';
export const EDIT_REJECTED = 'Your last edit was not approved';
