import { reasonWords } from '@harambee/messages/src/reason-words';
import { useIntl } from 'react-intl';

type Values = Record<string, string | number | Date | null | undefined>;

/** A catalogue text of the page's language by its key: `t('donate.submit')`. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Values) => intl.formatMessage({ id }, values);
}

/**
 * A reason an event stored: a catalogue key, alone or with its arguments, said in the page's language; an admin's or
 * a provider's own words, and older events' English, as given.
 */
export function useStoredReason() {
  const intl = useIntl();
  return (reason: string) => {
    const { key, values } = reasonWords(reason) ?? { key: reason, values: {} };
    return Object.hasOwn(intl.messages, key) ? intl.formatMessage({ id: key }, values) : reason;
  };
}
