import { LANGUAGES, type Words } from '@harambee/messages';

const english = LANGUAGES.en.messages;

/** `words`, when given, write the English `message` in the caller's language (one with arguments). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly words?: Words,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInputError extends AppError {
  constructor(message: string, words?: Words) {
    super(400, message, words);
  }
}
export const AUTHENTICATION_REQUIRED = english['api.authenticationRequired'];
export class UnauthorizedError extends AppError {
  constructor(message = AUTHENTICATION_REQUIRED) {
    super(401, message);
  }
}
export class PaymentDeclinedError extends AppError {
  constructor(message = english['api.paymentDeclined']) {
    super(402, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = english['api.forbidden']) {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = english['api.notFound']) {
    super(404, message);
  }
}
/** A business rule refused the command (the state does not allow it). */
export class RuleBrokenError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message = english['api.tooManyRequests'], words?: Words) {
    super(429, message, words);
  }
}
