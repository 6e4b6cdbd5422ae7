import { useIntl } from 'react-intl';

type Values = Record<string, string | number | Date | null | undefined>;

/** A catalogue text of the page's language by its key: `t('donate.submit')`. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Values) => intl.formatMessage({ id }, values);
}

/** A reason an event stored: a catalogue key said in the page's language; an admin's or a provider's own words as given. */
export function useStoredReason() {
  const intl = useIntl();
  return (reason: string) =>
    Object.hasOwn(intl.messages, reason) ? intl.formatMessage({ id: reason }) : reason;
}
