import { MESSAGE_KEY_HEADER, say } from '@harambee/messages';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { InvalidInputError, UnauthorizedError } from './errors';
import {
  NUL_REFUSED,
  UNSTORABLE_TEXT,
  errorEnvelope,
  parseInput,
  refuseUnknownFields,
} from './http';

describe('parsing input', () => {
  const schema = z.object({
    name: z.string(),
    tags: z.array(z.string()).optional(),
    extra: z.record(z.string(), z.unknown()).optional(),
  });

  it.each([
    ['a field', { name: 'Amina\u0000' }],
    ['a list', { name: 'Amina', tags: ['solar', '\u0000'] }],
    ['a nested object', { name: 'Amina', extra: { story: { lines: ['a\u0000b'] } } }],
    ['a key', { name: 'Amina', extra: { 'title\u0000': 'x' } }],
  ])(
    'when a NUL character hides in %s, then it is a 400 saying so before the schema runs',
    (_case, input) => {
      expect(() => parseInput(schema, input)).toThrow(say('en', NUL_REFUSED));
    },
  );

  it('when the text is clean, then the parsed value comes back', () => {
    expect(parseInput(schema, { name: 'Amina', tags: ['solar'] })).toEqual({
      name: 'Amina',
      tags: ['solar'],
    });
  });
});

describe('the error envelope', () => {
  let keyHeader: string | undefined;
  const answer = (error: unknown, language = 'en') => {
    const sent: { status?: number; body?: unknown; headers?: Record<string, string> } = {};
    const res = {
      status: (status: number) => {
        sent.status = status;
        return res;
      },
      set: (name: string, value: string) => {
        if (name === MESSAGE_KEY_HEADER) keyHeader = value;
        else if (name !== 'Content-Language') sent.headers = { ...sent.headers, [name]: value };
        return res;
      },
      vary: () => res,
      json: (body: unknown) => {
        sent.body = body;
        return res;
      },
    };
    errorEnvelope(
      error,
      { path: '/v1/anything', acceptsLanguages: () => language } as unknown as Request,
      res as unknown as Response,
      () => undefined,
    );
    return sent;
  };

  it.each(['22P05', '22021'])(
    'when PostgreSQL refuses text it cannot store (%s), then it answers 400, not 500',
    (code) => {
      expect(
        answer(
          Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }),
        ),
      ).toEqual({
        status: 400,
        body: { status: 'fail', message: UNSTORABLE_TEXT },
      });
    },
  );

  it('names the message of an answer by its key in a header, so a screen tells it in any language', () => {
    const unstorable = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    expect(answer(unstorable, 'sw').status).toBe(400);
    expect(keyHeader).toBe('api.unstorableText');
  });

  it.each([
    [
      'the server terminated the session',
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    ],
    ['the connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    [
      'the server refuses connections',
      new AggregateError([
        Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      ]),
    ],
    ['every pooled connection stayed busy', new Error('timeout exceeded when trying to connect')],
  ])('when %s, then it answers 503 with Retry-After, not 500', (_case, error) => {
    expect(answer(error)).toEqual({
      status: 503,
      headers: { 'Retry-After': '1' },
      body: { status: 'error', message: 'Service temporarily unavailable, please retry' },
    });
  });

  it.each([
    ['en', 'Unknown field: role, tip'],
    ['fr', 'Champ inconnu\u00a0: role, tip'],
    ['sw', 'Sehemu hii haitambuliki: role, tip'],
  ])(
    'when a strict form gets fields it does not know, then %s callers read which',
    (language, said) => {
      const form = z.strictObject({ amount: z.number() }, { error: refuseUnknownFields });
      const refusal = (() => {
        try {
          parseInput(form, { amount: 5, role: 'admin', tip: 1 });
        } catch (error) {
          return error;
        }
      })();
      expect(answer(refusal, language)).toEqual({
        status: 400,
        body: { status: 'fail', message: said },
      });
    },
  );

  it.each([
    ['en', 'Invalid email or password'],
    ['fr', 'E-mail ou mot de passe incorrect'],
    ['sw', 'Barua pepe au nenosiri si sahihi'],
  ])(
    'when a refusal carries a catalogue key, then %s callers read its text and its message is the English one',
    (language, said) => {
      const refusal = new UnauthorizedError({ key: 'api.signIn.invalid' });
      expect(refusal.message).toBe('Invalid email or password');
      expect(answer(refusal, language)).toEqual({
        status: 401,
        body: { status: 'fail', message: said },
      });
    },
  );

  it("when a refusal carries a key with arguments, then they are said in the caller's language", () => {
    const refusal = new InvalidInputError({
      key: 'api.mobileMoneyWholeUnits',
      values: { currency: 'KES' },
    });
    expect(answer(refusal, 'fr').body).toEqual({
      status: 'fail',
      message: expect.stringContaining('KES'),
    });
    expect(answer(refusal, 'fr').body).not.toEqual(answer(refusal, 'en').body);
  });

  it("when a schema names its refusal by catalogue key, then the answer is its text in the caller's language", () => {
    const form = z.object({
      method: z.enum(['card', 'mobileMoney'], { error: 'api.checkout.method' }),
    });
    const refusal = (() => {
      try {
        parseInput(form, { method: 'paypal' });
      } catch (error) {
        return error as Error;
      }
    })();
    expect(refusal?.message).toBe('Please choose to pay by card or mobile money.');
    expect(answer(refusal, 'fr').body).toEqual({
      status: 'fail',
      message: 'Veuillez choisir de payer par carte ou par mobile money.',
    });
  });

  it('when an error is unknown, then it answers 500 without its details', () => {
    expect(answer(new Error('boom'))).toEqual({
      status: 500,
      body: { status: 'error', message: 'Something went wrong. Please try again.' },
    });
  });
});
