export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInputError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export const AUTHENTICATION_REQUIRED = 'Authentication required';
export class UnauthorizedError extends AppError {
  constructor(message = AUTHENTICATION_REQUIRED) {
    super(401, message);
  }
}
export class PaymentDeclinedError extends AppError {
  constructor(message = 'Payment declined! Please contact card issuer or use another card') {
    super(402, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to perform this action') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
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
  constructor(message = 'Too many requests. Please try again later.') {
    super(429, message);
  }
}
