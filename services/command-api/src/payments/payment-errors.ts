import { AppError, InvalidInputError } from '@harambee/platform';
import type { Words } from '@harambee/messages';

export const PAYMENTS_NOT_CONFIGURED: Words = { key: 'api.payments.notConfigured' };

export const notConfigured = () => new AppError(503, PAYMENTS_NOT_CONFIGURED);
/** Crypto asked for where no crypto provider takes it (and, for pledges, outside the sandbox). */
export const cryptoNotOffered = () => new InvalidInputError({ key: 'api.cryptoNotOffered' });
