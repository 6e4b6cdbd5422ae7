import { LANGUAGES, say, type Words } from '@harambee/messages';

const english = LANGUAGES.en.messages;

/** What an error says: a catalogue key with its arguments (read in the caller's language), or older English text. */
export type Said = string | Words;

/**
 * An answer refused with its words: `{ key, values }` is said in the caller's language at the edge and its English
 * (the catalogue's `en` text, the spec's wording) is the message; a plain string is English that only the catalogue's
 * same English text can translate.
 */
export class AppError extends Error {
  readonly words?: Words;
  constructor(
    readonly status: number,
    said: Said,
    words?: Words,
  ) {
    super(typeof said === 'string' ? said : say('en', said));
    this.words = typeof said === 'string' ? words : said;
    this.name = new.target.name;
  }
}

export class InvalidInputError extends AppError {
  constructor(said: Said, words?: Words) {
    super(400, said, words);
  }
}
export const AUTHENTICATION_REQUIRED = english['api.authenticationRequired'];
export class UnauthorizedError extends AppError {
  constructor(message: Said = { key: 'api.authenticationRequired' }) {
    super(401, message);
  }
}
export class PaymentDeclinedError extends AppError {
  constructor(message: Said = { key: 'api.paymentDeclined' }) {
    super(402, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: Said = { key: 'api.forbidden' }) {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: Said = { key: 'api.notFound' }) {
    super(404, message);
  }
}
/** A business rule refused the command (the state does not allow it). */
export class RuleBrokenError extends AppError {
  constructor(message: Said) {
    super(409, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: Said = { key: 'api.tooManyRequests' }, words?: Words) {
    super(429, message, words);
  }
}
