import { useIntl } from 'react-intl';
import { RULE_KEYS } from './rule-keys';

/**
 * Translates a rule's English message (a text no rule raises stays as it is), and a form's field errors. A feature
 * passes the keys of its own rules' messages, those the shared rules do not hold.
 */
export function useRuleMessage(own?: ReadonlyMap<string, string>) {
  const intl = useIntl();
  const say = (english: string) => {
    const id = own?.get(english) ?? RULE_KEYS.get(english);
    return id && intl.messages[id] ? intl.formatMessage({ id }) : english;
  };
  const errors = (fields: Record<string, string>) =>
    Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, say(text)]));
  return { say, errors };
}
