import { itHoldsEachRuleText } from '../../../lib/i18n/rule-keys.testing';
import { PASSWORD_RULE_KEYS } from './rule-keys';

describe('the new password’s rules in the page language', () => {
  itHoldsEachRuleText(PASSWORD_RULE_KEYS);
});
