import { say, type Words } from '@harambee/messages';

/** What an error says: a catalogue key with its arguments, read in the caller's language at the edge. */
export type Said = Words;

/**
 * An answer refused with its words: `{ key, values }` is said in the caller's language at the edge and its English
 * (the catalogue's `en` text, the spec's wording) is the message, for logs and tests.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly words: Words,
  ) {
    super(say('en', words));
    this.name = new.target.name;
  }
}

export class InvalidInputError extends AppError {
  constructor(said: Said) {
    super(400, said);
  }
}

/** Input a schema refused (`parseInput`): said by the catalogue key the schema gives, with its arguments. */
export class FormRefusal extends InvalidInputError {}

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
  constructor(message: Said = { key: 'api.tooManyRequests' }) {
    super(429, message);
  }
}
