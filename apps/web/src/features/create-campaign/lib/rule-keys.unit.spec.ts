import { itHoldsEachRuleText } from '../../../lib/i18n/rule-keys.testing';
import { CREATOR_RULE_KEYS } from './rule-keys';

describe('the creation form’s own rules in the page language', () => {
  itHoldsEachRuleText(CREATOR_RULE_KEYS);
});
