export const EDIT_AWAITING_REVIEW = 'Edit awaiting review';
export const EDIT_REJECTED = 'Your last edit was not approved';
