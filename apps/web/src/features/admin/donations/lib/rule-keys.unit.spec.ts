import { itHoldsEachRuleText } from '../../../../lib/i18n/rule-keys.testing';
import { DONATION_MESSAGES } from '@harambee/rules';
import { RULE_KEYS } from '../../../../lib/i18n/rule-keys';
import { GENERATE_RULE_KEYS } from './rule-keys';

describe('the donation tools’ rules in the page language', () => {
  itHoldsEachRuleText(GENERATE_RULE_KEYS);
  it('an offline gift is checked by the donation form’s rules, so the shared keys translate it', () => {
    [DONATION_MESSAGES.amount, DONATION_MESSAGES.name, DONATION_MESSAGES.message].forEach((text) =>
      expect(RULE_KEYS.has(text)).toBe(true),
    );
  });
});
