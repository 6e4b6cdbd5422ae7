import type { Language, Words } from '@harambee/messages';
import { useIntl } from 'react-intl';

/**
 * A rule's message in the page's language, and a form's field errors: the shared rules raise catalogue keys (with
 * their arguments), said as the catalogue words them; the server's answer, already in the page's language, as it came.
 */
export function useRuleMessage() {
  const intl = useIntl();
  const say = (said: string | Words) => {
    const { key, values = {} } = typeof said === 'string' ? { key: said } : said;
    if (!Object.hasOwn(intl.messages, key)) return key;
    const language = intl.locale as Language;
    return intl.formatMessage(
      { id: key },
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'function' ? value(language) : value,
        ]),
      ),
    );
  };
  const errors = (fields: Record<string, string | Words>) =>
    Object.fromEntries(Object.entries(fields).map(([field, said]) => [field, say(said)]));
  return { say, errors };
}
