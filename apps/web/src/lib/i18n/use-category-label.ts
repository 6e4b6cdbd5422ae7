import { useIntl } from 'react-intl';
import { categoryKey } from './category-keys';

/** A category's name in the page's language; a value no category has is shown as it is. */
export function useCategoryLabel() {
  const intl = useIntl();
  return (value: string, form: 'long' | 'short' = 'long') => {
    const id = categoryKey(value, form);
    return id ? intl.formatMessage({ id }) : value;
  };
}
