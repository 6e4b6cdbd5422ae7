import { feeTerms } from '@harambee/rules';
import { useIntl } from 'react-intl';

/** The fees as the rules charge them, in the page's language: the values of every catalogue text about fees. */
export const useFeeTerms = () => feeTerms(useIntl().locale);
