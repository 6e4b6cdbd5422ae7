import { RULE_KEYS } from './rule-keys';
import { itHoldsEachRuleText } from './rule-keys.testing';

describe('the shared rules in the page language', () => {
  itHoldsEachRuleText(RULE_KEYS);
});
