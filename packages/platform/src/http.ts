import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { AppError, ForbiddenError, InvalidInputError, UnauthorizedError } from './errors';
import { logger } from './logger';
import { type Actor, type ActorRole, verifyToken } from './tokens';

export const success = (res: Response, data: unknown, status = 200) =>
  res.status(status).json({ status: 'success', data });

/** Parses input with a zod schema; the first issue's message becomes the 400 answer. */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new InvalidInputError(issue?.message ?? 'Invalid input');
};

const bearer = (req: Request) => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/** The caller's actor when a token is sent; a bad or expired token is a 401, never ignored. */
export const actorOf = (req: Request, secret: string): Actor | undefined => {
  const token = bearer(req);
  return token ? verifyToken(token, secret) : undefined;
};

export const requireActor = (req: Request, secret: string, ...roles: ActorRole[]): Actor => {
  const actor = actorOf(req, secret);
  if (!actor) throw new UnauthorizedError();
  if (roles.length > 0 && !roles.includes(actor.role)) throw new ForbiddenError();
  return actor;
};

type AsyncHandler = (req: Request, res: Response, next: NextFunction) => Promise<unknown>;
export const handle =
  (handler: AsyncHandler): RequestHandler =>
  (req, res, next) => {
    handler(req, res, next).catch(next);
  };

const bodyParserErrors: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'Malformed JSON body'],
  'entity.too.large': [413, 'Request body is too large'],
  'encoding.unsupported': [415, 'Unsupported body encoding'],
  'charset.unsupported': [415, 'Unsupported body charset'],
};

const multerErrors: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'Image size should not exceed 5MB.'],
  LIMIT_FIELD_VALUE: [413, 'A field is too large'],
  LIMIT_FILE_COUNT: [400, 'Too many files'],
  LIMIT_UNEXPECTED_FILE: [400, 'Unexpected file field'],
  LIMIT_PART_COUNT: [400, 'Too many form parts'],
  LIMIT_FIELD_COUNT: [400, 'Too many form fields'],
};

const statusOf = (error: unknown): [number, string] | undefined => {
  if (error instanceof AppError) return [error.status, error.message];
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, code, status } = error as { type?: string; code?: string; status?: number };
  if (type && bodyParserErrors[type]) return bodyParserErrors[type];
  if (code && multerErrors[code]) return multerErrors[code];
  if (typeof status === 'number' && status >= 400 && status < 500) return [status, 'Bad request'];
  return undefined;
};

export const errorEnvelope: ErrorRequestHandler = (error, req, res, _next) => {
  const known = statusOf(error);
  if (known) {
    res.status(known[0]).json({ status: 'fail', message: known[1] });
    return;
  }
  logger.error('unhandled error', { path: req.path, error: String(error?.stack ?? error) });
  res.status(500).json({ status: 'error', message: 'Something went wrong. Please try again.' });
};

export const notFoundEnvelope: RequestHandler = (_req, res) => {
  res.status(404).json({ status: 'fail', message: 'Not found' });
};
