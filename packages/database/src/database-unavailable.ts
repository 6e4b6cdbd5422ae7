export const RETRY_AFTER_SECONDS = 1;

const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** 57P01–57P03: the server ended or refuses the session; class 08: the connection itself failed. */
const postgresCode = /^(57P0[123]|08...)$/;
const poolMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'Client was closed and is not queryable',
];

/**
 * The one rule for "the database is gone or saturated, not the request at fault": a dropped or refused
 * connection, a session the server terminated, or a pool that had no free connection in time.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (socketCodes.has(code) || postgresCode.test(code))) return true;
  if (typeof message === 'string' && poolMessages.some((known) => message.startsWith(known)))
    return true;
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
};
