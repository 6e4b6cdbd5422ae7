import { AUTH_MESSAGES } from '../schemas';

/** The new password's rules, by their key in the catalogue. */
export const PASSWORD_RULE_KEYS = new Map([
  [AUTH_MESSAGES.newPassword, 'create.rule.newPassword'],
  [AUTH_MESSAGES.passwordRule, 'create.rule.passwordRule'],
  [AUTH_MESSAGES.mismatch, 'create.rule.mismatchSentence'],
]);
