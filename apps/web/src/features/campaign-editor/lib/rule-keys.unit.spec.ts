import { itHoldsEachRuleText } from '../../../lib/i18n/rule-keys.testing';
import { CAMPAIGN_MESSAGES } from '@harambee/rules';
import { UPDATE_MESSAGES } from '../schemas';
import { UPDATE_RULE_KEYS } from './rule-keys';

describe('the update form’s rules in the page language', () => {
  itHoldsEachRuleText(UPDATE_RULE_KEYS);
  it('an update’s title says what a campaign’s title says, so the shared keys translate it', () => {
    expect(UPDATE_MESSAGES.title).toBe(CAMPAIGN_MESSAGES.title);
    expect(UPDATE_MESSAGES.titleMax).toBe(CAMPAIGN_MESSAGES.titleMax);
  });
});
