import { useIntl } from 'react-intl';
import { RULE_KEYS } from './rule-keys';

/**
 * A rule's message in the page's language, and a form's field errors: a catalogue key (what the campaign rules
 * raise) is said as it is; the shared rules still raising English are found by their text (a feature passes the
 * keys of its own), and a text no rule raises stays as it is.
 */
export function useRuleMessage(own?: ReadonlyMap<string, string>) {
  const intl = useIntl();
  const say = (text: string) => {
    const id = Object.hasOwn(intl.messages, text) ? text : (own?.get(text) ?? RULE_KEYS.get(text));
    return id && intl.messages[id] ? intl.formatMessage({ id }) : text;
  };
  const errors = (fields: Record<string, string>) =>
    Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, say(text)]));
  return { say, errors };
}
