import api from '@harambee/messages/locales/en/api.json';
import web from '@harambee/messages/locales/en/web';
import admin from '@harambee/messages/locales/en/admin';

const english: Record<string, string> = { ...api, ...web, ...admin };

/** Each rule message's catalogue key holds that very text in English, so translating it changes no English page. */
export function itHoldsEachRuleText(keys: Iterable<[string, string]>) {
  it.each([...keys])('the catalogue key of "%s" holds that very text in English', (text, key) => {
    expect(english[key]).toBe(text);
  });
}
