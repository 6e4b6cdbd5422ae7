import { CAMPAIGN_MESSAGES, SIGN_IN_MESSAGES } from '@harambee/rules';

/** The shared campaign and sign-in-link rules' English messages, by their key in the web catalogue. */
export const CREATION_RULE_KEYS: [string, string][] = [
  ...Object.entries(CAMPAIGN_MESSAGES).map(([rule, text]): [string, string] => [
    text,
    `create.rule.${rule}`,
  ]),
  [SIGN_IN_MESSAGES.linkMissing, 'auth.link.missing'],
  [SIGN_IN_MESSAGES.linkInvalid, 'auth.link.invalid'],
];
