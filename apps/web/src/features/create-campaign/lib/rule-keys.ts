import { CREATE_MESSAGES } from '../schemas';

/** The creator step's own rules, by their key in the catalogue (the campaign's rules are shared). */
export const CREATOR_RULE_KEYS = new Map<string, string>(
  (
    [
      'endDate',
      'name',
      'nameMax',
      'email',
      'emailPattern',
      'phone',
      'phonePattern',
      'country',
      'password',
      'passwordMin',
      'confirm',
      'mismatch',
    ] as const
  ).map((rule) => [CREATE_MESSAGES[rule], `create.rule.${rule}`]),
);
