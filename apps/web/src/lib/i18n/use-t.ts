import { useIntl } from 'react-intl';

type Values = Record<string, string | number | Date | null | undefined>;

/** A catalogue text of the page's language by its key: `t('donate.submit')`. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Values) => intl.formatMessage({ id }, values);
}
