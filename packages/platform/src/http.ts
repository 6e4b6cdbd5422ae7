import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { isDatabaseUnavailable, logger, RETRY_AFTER_SECONDS } from '@harambee/database';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isMessageKey,
  type Language,
  LANGUAGE_CODES,
  LANGUAGES,
  MESSAGE_KEY_HEADER,
  say,
  type Words,
} from '@harambee/messages';
import {
  AppError,
  type Said,
  ForbiddenError,
  FormRefusal,
  InvalidInputError,
  UnauthorizedError,
} from './errors';
import { bearerOf, checkedCallerOf } from './sessions';
import { type Actor, type ActorRole, SESSION_ENDED, verifySession } from './tokens';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A read's answer goes through express, which tags it for revalidation (ETag); a write's is never revalidated, so it
 * is sent as it is, without a hash of its body.
 */
export const success = (res: Response, data: unknown, status = 200) => {
  const envelope = { status: 'success', data };
  const { method } = res.req;
  if (method === 'GET' || method === 'HEAD') return res.status(status).json(envelope);
  const body = JSON.stringify(envelope);
  return res
    .status(status)
    .set('Content-Type', JSON_TYPE)
    .set('Content-Length', String(Buffer.byteLength(body)))
    .end(body);
};

export const NUL_REFUSED: Words = { key: 'api.text.nul' };
export const UNSTORABLE_TEXT = LANGUAGES.en.messages['api.unstorableText'];

/** PostgreSQL text cannot hold NUL, so it is refused in any string or key before a schema or a query sees it. */
const holdsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\0') || holdsNul(inner));
};

/** A schema's issue whose message has arguments carries its words, for the caller's language. */
export const issueWords = (words: Words) => ({ words });

/** Raises a schema issue said by `words` (a catalogue key with its arguments) in the caller's language. */
export const refuseWith = (context: z.RefinementCtx, words: Words, path?: PropertyKey[]) =>
  context.addIssue({
    code: 'custom',
    message: words.key,
    params: issueWords(words),
    ...(path ? { path } : {}),
  });

const fixedWords = new Map<string, Words>();
/**
 * A schema message whose arguments are fixed for good (the widths an image is cut to, the currencies taken): its key,
 * for any zod check, said with those arguments.
 */
export const keyWith = (words: Words): string => {
  fixedWords.set(words.key, words);
  return words.key;
};

const unknownFieldWords = (keys: string[]): Words => ({
  key: 'api.unknownField',
  values: { fields: keys.join(', ') },
});
/**
 * An issue's words: its own (a custom issue's), or the catalogue key a schema gives as its message; zod's own
 * message (a check no schema worded) names the field it refuses.
 */
export const wordsOf = (issue: z.core.$ZodIssue | undefined): Words => {
  if (issue?.code === 'unrecognized_keys') return unknownFieldWords(issue.keys);
  if (issue?.code === 'custom' && issue.params?.words) return issue.params.words;
  if (issue && isMessageKey(issue.message))
    return fixedWords.get(issue.message) ?? { key: issue.message };
  return issue?.path.length
    ? { key: 'api.invalidField', values: { field: issue.path.join('.') } }
    : { key: 'api.invalidInput' };
};

/** A strict form's refusal of fields it does not know, naming them (the caller reads it in their language). */
export const refuseUnknownFields = (issue: z.core.$ZodRawIssue) =>
  issue.code === 'unrecognized_keys'
    ? say(DEFAULT_LANGUAGE, unknownFieldWords(issue.keys))
    : undefined;

/** Parses input with a zod schema; the first issue's message becomes the 400 answer. */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  if (holdsNul(input)) throw new InvalidInputError(NUL_REFUSED);
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new FormRefusal(wordsOf(parsed.error.issues[0]));
};

/**
 * The caller's actor when a token is sent, as `checkSessions` found its owner; a bad, expired or ended token
 * (no such user, revoked) is a 401, never ignored, and so is one no check has vouched for.
 */
export const actorOf = (req: Request, secret: string): Actor | undefined => {
  const token = bearerOf(req);
  if (!token) return undefined;
  verifySession(token, secret);
  const caller = checkedCallerOf(req);
  if (!caller) throw new UnauthorizedError(SESSION_ENDED);
  return caller;
};

/** For forms anyone may send: an expired or forged token counts as no token, so a stale one does not block them. */
export const actorOrAnonymous = (req: Request, secret: string): Actor | undefined => {
  try {
    return actorOf(req, secret);
  } catch (error) {
    if (error instanceof UnauthorizedError) return undefined;
    throw error;
  }
};

/** The caller's actor in one of `roles` (any role when none is given): 401 without a token, 403 in another role. */
export const requireLogin =
  (notLoggedIn: Words) =>
  (req: Request, secret: string, ...roles: ActorRole[]): Actor => {
    const actor = actorOf(req, secret);
    if (!actor) throw new UnauthorizedError(notLoggedIn);
    if (roles.length > 0 && !roles.includes(actor.role)) throw new ForbiddenError();
    return actor;
  };

export const requireActor = requireLogin({ key: 'api.authenticationRequired' });

type AsyncHandler = (req: Request, res: Response, next: NextFunction) => Promise<unknown>;
export const handle =
  (handler: AsyncHandler): RequestHandler =>
  (req, res, next) => {
    handler(req, res, next).catch(next);
  };

const bodyParserErrors: Record<string, [number, Said]> = {
  'entity.parse.failed': [400, { key: 'api.body.malformedJson' }],
  'entity.too.large': [413, { key: 'api.body.tooLarge' }],
  'encoding.unsupported': [415, { key: 'api.body.encodingUnsupported' }],
  'charset.unsupported': [415, { key: 'api.body.charsetUnsupported' }],
};

const multerErrors: Record<string, [number, Said]> = {
  LIMIT_FILE_SIZE: [413, { key: 'image.tooLarge' }],
  LIMIT_FIELD_VALUE: [413, { key: 'api.form.fieldTooLarge' }],
  LIMIT_FILE_COUNT: [400, { key: 'api.form.tooManyFiles' }],
  LIMIT_UNEXPECTED_FILE: [400, { key: 'api.form.unexpectedFile' }],
  LIMIT_PART_COUNT: [400, { key: 'api.form.tooManyParts' }],
  LIMIT_FIELD_COUNT: [400, { key: 'api.form.tooManyFields' }],
};

/** A backstop behind parseInput: text PostgreSQL cannot store is the caller's input, not a server fault. */
const postgresErrors: Record<string, [number, Said]> = {
  '22P05': [400, { key: 'api.unstorableText' }],
  '22021': [400, { key: 'api.unstorableText' }],
};

/** An answer's status and words. */
const statusOf = (error: unknown): [number, Said] | undefined => {
  if (error instanceof AppError) return [error.status, error.words];
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, code, status } = error as { type?: string; code?: string; status?: number };
  if (type && bodyParserErrors[type]) return bodyParserErrors[type];
  if (code && multerErrors[code]) return multerErrors[code];
  if (code && postgresErrors[code]) return postgresErrors[code];
  if (typeof status === 'number' && status >= 400 && status < 500)
    return [status, { key: 'api.badRequest' }];
  return undefined;
};

/** The route's pattern, not its path: a path may hold a reset token. */
const routePattern = (req: Request) =>
  req.route ? `${req.baseUrl}${String(req.route.path)}` : req.baseUrl;

/** The language of an answer: the best of the caller's `Accept-Language` that Harambee speaks, else English. */
export const languageOf = (req: Request): Language => {
  const best = req.acceptsLanguages(...LANGUAGE_CODES);
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
};

/** An error answer in the caller's language (the spec's English texts stay byte for byte the same). */
export const errorAnswer = (
  req: Request,
  res: Response,
  [status, said]: [number, Said],
  kind: 'fail' | 'error' = 'fail',
) => {
  const language = languageOf(req);
  return res
    .status(status)
    .vary('Accept-Language')
    .set('Content-Language', language)
    .set(MESSAGE_KEY_HEADER, said.key)
    .json({
      status: kind,
      message: say(language, said),
    });
};

export const errorEnvelope: ErrorRequestHandler = (error, req, res, _next) => {
  const known = statusOf(error);
  if (known) {
    errorAnswer(req, res, known);
    return;
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn('database unavailable', {
      method: req.method,
      route: routePattern(req),
      error: String(error),
    });
    res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    errorAnswer(req, res, [503, { key: 'api.databaseUnavailable' }], 'error');
    return;
  }
  logger.error('unhandled error', {
    method: req.method,
    route: routePattern(req),
    error: String(error?.stack ?? error),
  });
  errorAnswer(req, res, [500, { key: 'api.serverError' }], 'error');
};

export const notFoundEnvelope: RequestHandler = (req, res) => {
  errorAnswer(req, res, [404, { key: 'api.notFound' }]);
};
