import { LANGUAGES } from '@harambee/messages';
import express from 'express';
import { commandApiForTests, createVerifiedCampaign } from '../../testing/command-api-under-test';
import { RESET_INVALID } from './password-reset';
import { FORGOT_PASSWORD_ANSWER, RESET_MESSAGES } from './password-reset-schemas';

const english = LANGUAGES.en.messages;

const api = commandApiForTests({ clock: () => new Date(Date.now() + clockOffsetMs) });
let clockOffsetMs = 0;
afterEach(() => {
  clockOffsetMs = 0;
});

const forgot = (email: unknown) =>
  api.call('/auth/forgot-password', { method: 'POST', json: { email } });
const login = (email: string, password: string) =>
  api.call('/auth/login', { method: 'POST', json: { email, password } });

/** The reset mail sent after the first `seen` mails (it is sent after the answer, so it may come a little later). */
const resetMailAfter = async (email: string, seen: number) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = api.smtp.received
      .slice(seen)
      .find((m) => m.to.includes(email) && m.subject.includes('Reset'));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no reset mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Asks for a reset and follows the mailed link, as the user would. */
const mailedToken = async (email: string) => {
  const seen = api.smtp.received.length;
  expect(await forgot(email)).toMatchObject({
    status: 200,
    body: { status: 'success', data: { message: FORGOT_PASSWORD_ANSWER } },
  });
  const link = api.smtp.linkIn(await resetMailAfter(email, seen));
  expect(link).toMatch(/^http:\/\/harambee\.test\/reset-password\//);
  return link.split('/reset-password/')[1]!;
};

describe('resetting a forgotten password', () => {
  let email: string;
  // A fresh account each time: one address is mailed at most five times an hour.
  beforeEach(async () => {
    ({ email } = await createVerifiedCampaign(api));
  });

  it('when the mailed link is followed, then the password is changed once and the user is logged in', async () => {
    const token = await mailedToken(email);
    expect(await api.call(`/auth/reset-password/${token}`)).toMatchObject({
      status: 200,
      body: { status: 'success' },
    });

    const reset = await api.call(`/auth/reset-password/${token}`, {
      method: 'POST',
      json: { password: 'Brand9New' },
    });
    expect(reset).toMatchObject({
      status: 200,
      body: { data: { user: { email, role: 'creator' }, token: expect.any(String) } },
    });
    const [completed] = (await api.eventsOfType('PasswordResetCompleted')).filter(
      (e) => e.data.userId === reset.body.data.user._id,
    );
    expect(completed?.stream_id).toBe(`user-${reset.body.data.user._id}`);
    expect(JSON.stringify(completed)).not.toContain('Brand9New');

    expect((await login(email, 'Brand9New')).status).toBe(200);
    expect((await login(email, 'Secret123')).status).toBe(401);

    const before = await api.eventCount();
    expect(await api.call(`/auth/reset-password/${token}`)).toMatchObject({
      status: 400,
      body: { message: RESET_INVALID },
    });
    const again = await api.call(`/auth/reset-password/${token}`, {
      method: 'POST',
      json: { password: 'Other9Pass' },
    });
    expect(again).toMatchObject({ status: 400, body: { status: 'fail', message: RESET_INVALID } });
    expect(await api.eventCount()).toBe(before);
    expect((await login(email, 'Other9Pass')).status).toBe(401);
  });

  it('when one reset link is used, then every other link mailed before it stops working', async () => {
    const first = await mailedToken(email);
    const second = await mailedToken(email);
    const reset = await api.call(`/auth/reset-password/${second}`, {
      method: 'POST',
      json: { password: 'Second9Pass' },
    });
    expect(reset.status).toBe(200);

    const before = await api.eventCount();
    expect(await api.call(`/auth/reset-password/${first}`)).toMatchObject({
      status: 400,
      body: { message: RESET_INVALID },
    });
    const stale = await api.call(`/auth/reset-password/${first}`, {
      method: 'POST',
      json: { password: 'Stale9Pass' },
    });
    expect(stale).toMatchObject({ status: 400, body: { status: 'fail', message: RESET_INVALID } });
    expect(await api.eventCount()).toBe(before);
    expect((await login(email, 'Second9Pass')).status).toBe(200);

    const later = await mailedToken(email);
    expect(await api.call(`/auth/reset-password/${later}`)).toMatchObject({ status: 200 });
  });

  it('when the reset is requested, then only the hash of the token is stored, on its own stream, for one hour', async () => {
    const token = await mailedToken(email);
    const resetId = token.split('.')[0];
    const [requested] = (await api.eventsOfType('PasswordResetRequested')).filter(
      (e) => e.data.resetId === resetId,
    );
    expect(requested?.stream_id).toBe(`reset-${resetId}`);
    expect(JSON.stringify(requested)).not.toContain(token.split('.')[1]);
    const hourMs = new Date(requested!.data.expiresAt).getTime() - Date.now();
    expect(hourMs).toBeGreaterThan(55 * 60_000);
    expect(hourMs).toBeLessThanOrEqual(60 * 60_000);
  });

  it('when the link is more than an hour old, then it is refused', async () => {
    const token = await mailedToken(email);
    clockOffsetMs = 61 * 60_000;
    expect(await api.call(`/auth/reset-password/${token}`)).toMatchObject({
      status: 400,
      body: { message: RESET_INVALID },
    });
    const late = await api.call(`/auth/reset-password/${token}`, {
      method: 'POST',
      json: { password: 'Late9Pass' },
    });
    expect(late).toMatchObject({ status: 400, body: { message: RESET_INVALID } });
  });

  it('when the address has no account, then the answer is the same and nothing is written or mailed', async () => {
    const before = await api.eventCount();
    const mails = api.smtp.received.length;
    expect(await forgot('nobody@example.org')).toMatchObject({
      status: 200,
      body: { data: { message: FORGOT_PASSWORD_ANSWER } },
    });
    expect(await api.eventCount()).toBe(before);
    await mailedToken(email);
    expect(api.smtp.received.slice(mails).map((mail) => mail.to)).toEqual([email]);
  });

  it('when the token is forged or malformed, then the link is invalid', async () => {
    const token = await mailedToken(email);
    const [resetId] = token.split('.');
    for (const bad of [
      `${resetId}.forged-forged-forged-forged`,
      'not-a-token',
      `${resetId}`,
      '00000000-0000-4000-8000-000000000000.aaaaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      expect(await api.call(`/auth/reset-password/${bad}`)).toMatchObject({
        status: 400,
        body: { message: RESET_INVALID },
      });
    }
  });

  const badForgot: [string, Record<string, unknown>, string][] = [
    ['no email', {}, english[RESET_MESSAGES.email]],
    ['an empty email', { email: '  ' }, english[RESET_MESSAGES.email]],
    ['an email that is not a string', { email: 42 }, english[RESET_MESSAGES.email]],
    ['a malformed email', { email: 'not-an-email' }, english[RESET_MESSAGES.invalidEmail]],
    [
      'an unknown field',
      { email: 'amina@example.org', redirect: 'https://evil.example' },
      'Unknown field: redirect',
    ],
  ];
  it.each(badForgot)(
    'when forgot-password has %s, then it answers 400 with the spec message and writes nothing',
    async (_case, json, message) => {
      const before = await api.eventCount();
      expect(await api.call('/auth/forgot-password', { method: 'POST', json })).toMatchObject({
        status: 400,
        body: { status: 'fail', message },
      });
      expect(await api.eventCount()).toBe(before);
    },
  );

  const badPasswords: [string, Record<string, unknown>, string][] = [
    ['no password', {}, english[RESET_MESSAGES.password]],
    ['an empty password', { password: '' }, english[RESET_MESSAGES.password]],
    ['a short password', { password: 'Ab1' }, english[RESET_MESSAGES.rule]],
    ['no uppercase letter', { password: 'lowercase123' }, english[RESET_MESSAGES.rule]],
    ['no lowercase letter', { password: 'UPPERCASE123' }, english[RESET_MESSAGES.rule]],
    ['no digit', { password: 'NoDigitsAtAll' }, english[RESET_MESSAGES.rule]],
    [
      'a confirmation that differs',
      { password: 'Brand9New', confirmPassword: 'Brand9Old' },
      english[RESET_MESSAGES.mismatch],
    ],
    ['an unknown field', { password: 'Brand9New', role: 'admin' }, 'Unknown field: role'],
  ];
  it.each(badPasswords)(
    'when the new password has %s, then it answers 400 with the spec message and writes nothing',
    async (_case, body, message) => {
      const token = await mailedToken(email);
      const before = await api.eventCount();
      const answer = await api.call(`/auth/reset-password/${token}`, {
        method: 'POST',
        json: body,
      });
      expect(answer).toMatchObject({ status: 400, body: { status: 'fail', message } });
      expect(await api.eventCount()).toBe(before);
    },
  );
});

describe('forgot-password costs the same for every address', () => {
  /** Records each call of `target[method]` under `name`, then calls it as before. */
  const record = <T extends object>(
    target: T,
    method: keyof T & string,
    name: string,
    work: string[],
  ) => {
    const original = target[method] as (...args: unknown[]) => unknown;
    return jest.spyOn(target, method as never).mockImplementation(function (
      this: unknown,
      ...args: unknown[]
    ) {
      work.push(name);
      return original.apply(this, args);
    } as never);
  };

  /** What the event store was asked to do, in order, with 'answer' where the answer was written. */
  const workFor = async (email: string) => {
    const work: string[] = [];
    const spies = [
      ...(['readStream', 'readStreams', 'append'] as const).map((method) =>
        record(api.deps.store, method, method, work),
      ),
      // `end` is where every answer leaves, whether sent as JSON by express or as it is.
      record(express.response, 'end', 'answer', work),
    ];
    try {
      expect(await forgot(email)).toMatchObject({ status: 200 });
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    return work;
  };

  it('when a known and an unknown address ask, then neither answer waits on reading or writing an account', async () => {
    const { email } = await createVerifiedCampaign(api);
    const seen = api.smtp.received.length;
    const known = await workFor(email);
    const unknown = await workFor(`nobody-${Date.now()}@example.org`);
    const beforeAnswer = (work: string[]) => work.slice(0, work.indexOf('answer'));
    expect(known).toContain('answer');
    expect(unknown).toContain('answer');
    expect(beforeAnswer(known)).toEqual(beforeAnswer(unknown));
    expect(beforeAnswer(known)).toEqual([]);
    // The known address is still mailed its link, after the answer.
    await resetMailAfter(email, seen);
  });
});
