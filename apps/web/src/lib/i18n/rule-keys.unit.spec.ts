import api from '@harambee/messages/locales/en/api.json';
import web from '@harambee/messages/locales/en/web';
import { RULE_KEYS } from './rule-keys';

const english: Record<string, string> = { ...api, ...web };

describe('the shared rules in the page language', () => {
  it.each([...RULE_KEYS])(
    'the catalogue key of "%s" holds that very text in English',
    (text, key) => {
      expect(english[key]).toBe(text);
    },
  );
});
