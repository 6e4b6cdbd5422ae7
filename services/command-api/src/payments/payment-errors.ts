import { AppError, InvalidInputError } from '@harambee/platform';
import { LANGUAGES } from '@harambee/messages';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured';

export const notConfigured = () => new AppError(503, PAYMENTS_NOT_CONFIGURED);
/** Crypto asked for where no crypto provider takes it (and, for pledges, outside the sandbox). */
export const cryptoNotOffered = () =>
  new InvalidInputError(LANGUAGES.en.messages['api.cryptoNotOffered'], {
    key: 'api.cryptoNotOffered',
    values: {},
  });
