import { SIGN_IN_MESSAGES, signInDelayMs } from '@harambee/rules';
import { waitForSubject } from '../../money-out/testing/wait-for-subject';
import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../../testing/command-api-under-test';

const LINK_SUBJECT = 'Sign in to Harambee with a one-time link';
let api: CommandApiUnderTest;
/** The API's clock stands still unless a test moves it: waits are decided by it, not by how slow this machine is. */
let now = Date.now();
const advance = (ms: number) => {
  now += ms;
};
beforeAll(async () => {
  api = await startCommandApiUnderTest({ clock: () => new Date(now) });
});
afterAll(() => api.stop());
beforeEach(() => {
  now = Date.now();
});

const login = (email: string, password: string) =>
  api.call('/auth/login', { method: 'POST', json: { email, password } });
const signInWith = (token: unknown) =>
  api.call('/auth/sign-in-link', { method: 'POST', json: { token } });
const wrongPasswords = async (email: string, count: number) => {
  for (let i = 0; i < count; i++) expect((await login(email, `Wrong${i}`)).status).toBe(401);
};
/** The token in the newest sign-in link mailed to this address. */
const mailedToken = async (email: string) => {
  const mail = await waitForSubject(api, email, LINK_SUBJECT);
  const link = api.smtp.linkIn(mail);
  expect(link).toMatch(/^http:\/\/harambee\.test\/sign-in-link#/);
  return link.split('#')[1]!;
};
const linkMailsTo = (email: string) =>
  api.smtp.received.filter((mail) => mail.to.includes(email) && mail.subject === LINK_SUBJECT);

const throttled = (wait: string) =>
  `Too many failed sign-ins for this account. Please wait ${wait} before trying again. If the account exists, its owner has been emailed a one-time sign-in link.`;

describe('wrong passwords slow an account down, never lock it', () => {
  it('when 5 wrong passwords were typed, then even the right one waits 1 s with 429 and Retry-After, other accounts are not held back, and after the wait it signs in', async () => {
    const { email } = await createVerifiedCampaign(api);
    const other = await createVerifiedCampaign(api);
    await wrongPasswords(email, 5);

    const held = await login(email.toUpperCase(), 'Secret123');
    expect(held).toEqual({
      status: 429,
      body: { status: 'fail', message: throttled('1 second') },
    });
    const refused = await fetch(`${api.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret123' }),
    });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await login(other.email, 'Secret123')).status).toBe(200);

    advance(1_000);
    expect(await login(email, 'Secret123')).toMatchObject({ status: 200 });
    // The right password forgets the failures: a typo now costs nothing.
    expect((await login(email, 'Wrong')).status).toBe(401);
    expect((await login(email, 'Secret123')).status).toBe(200);
  });

  it('when the wrong passwords go on, then each wait doubles up to 15 minutes, and the right password still signs in once it is over', async () => {
    const { email } = await createVerifiedCampaign(api);
    await wrongPasswords(email, 5);
    const waits: string[] = [];
    for (let failure = 5; failure < 16; failure++) {
      const held = await fetch(`${api.base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Secret123' }),
      });
      expect(held.status).toBe(429);
      waits.push(held.headers.get('retry-after')!);
      advance(Number(held.headers.get('retry-after')) * 1_000);
      expect((await login(email, `Wrong${failure}`)).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '64', '128', '256', '512', '900']);
    const held = await login(email, 'Secret123');
    expect(held).toMatchObject({ status: 429, body: { message: throttled('15 minutes') } });

    advance(900_000);
    expect((await login(email, 'Secret123')).status).toBe(200);
  });

  it('when a client reading French or Swahili is held back, then the wait is told in its language, in seconds and then in minutes', async () => {
    const { email } = await createVerifiedCampaign(api);
    const loginIn = (acceptLanguage: string) =>
      api.call('/auth/login', {
        method: 'POST',
        headers: { 'accept-language': acceptLanguage },
        json: { email, password: 'Secret123' },
      });
    await wrongPasswords(email, 5);
    expect(await loginIn('fr-FR,fr;q=0.9')).toEqual({
      status: 429,
      body: {
        status: 'fail',
        message:
          'Trop de tentatives de connexion ont échoué pour ce compte. Patientez 1 seconde avant de réessayer. Si ce compte existe, son titulaire a reçu par e-mail un lien de connexion à usage unique.',
      },
    });
    expect((await loginIn('sw')).body.message).toContain('Tafadhali subiri sekunde 1 kabla');
    for (let failure = 5; failure < 13; failure++) {
      advance(signInDelayMs(failure));
      expect((await login(email, `Wrong${failure}`)).status).toBe(401);
    }
    expect((await loginIn('fr')).body.message).toContain('Patientez 5 minutes avant');
    expect((await loginIn('sw')).body.message).toContain('Tafadhali subiri dakika 5 kabla');
    expect((await loginIn('en')).body.message).toBe(throttled('5 minutes'));
  });

  it('when an account signs in with the right password many times, then those sign-ins do not count as failures', async () => {
    const { email } = await createVerifiedCampaign(api);
    for (let i = 0; i < 12; i++) expect((await login(email, 'Secret123')).status).toBe(200);
    expect((await login(email, 'Wrong')).status).toBe(401);
  });

  it('when an address has no account, then it is slowed down the same way and nobody is mailed', async () => {
    const email = `nobody-${Math.random().toString(36).slice(2)}@example.org`;
    const mails = api.smtp.received.length;
    const before = await api.eventCount();
    await wrongPasswords(email, 5);
    expect(await login(email, 'Secret123')).toMatchObject({
      status: 429,
      body: { message: throttled('1 second') },
    });
    expect(await api.eventCount()).toBe(before);
    expect(api.smtp.received.slice(mails).filter((mail) => mail.to.includes(email))).toEqual([]);
  });
});

describe('the mailed sign-in link', () => {
  it('when the wrong passwords start to hold the account back, then its owner is mailed a link once, which signs them in while the password is still held back', async () => {
    const { email, body } = await createVerifiedCampaign(api);
    const userId = body.data.user._id as string;
    await wrongPasswords(email, 5);
    const token = await mailedToken(email);
    advance(1_000);
    await wrongPasswords(email, 1);
    expect((await login(email, 'Secret123')).status).toBe(429);
    expect(linkMailsTo(email)).toHaveLength(1);

    const signedIn = await signInWith(token);
    expect(signedIn).toMatchObject({
      status: 200,
      body: {
        status: 'success',
        data: { user: { _id: userId, email, role: 'creator' }, token: expect.any(String) },
      },
    });
    const session = signedIn.body.data.token as string;
    expect((await api.call('/auth/logout-all', { method: 'POST', token: session })).status).toBe(
      200,
    );

    const [sent] = (await api.eventsOfType('SignInLinkSent')).filter(
      (event) => event.data.userId === userId,
    );
    const [used] = (await api.eventsOfType('SignInLinkUsed')).filter(
      (event) => event.data.userId === userId,
    );
    expect(JSON.stringify(sent)).not.toContain(token.split('.')[1]);
    const minutes = (Date.parse(sent!.data.expiresAt) - Date.parse(sent!.data.sentAt)) / 60_000;
    expect(minutes).toBe(15);
    expect(used).toMatchObject({
      stream_id: `sign-in-link-${token.split('.')[0]}`,
      data: { userId, usedAt: expect.any(String) },
      metadata: { actorId: userId, actorRole: 'creator' },
    });
  });

  it('when the link is used a second time, then it is refused and nothing is written', async () => {
    const { email } = await createVerifiedCampaign(api);
    await wrongPasswords(email, 5);
    const token = await mailedToken(email);
    expect((await signInWith(token)).status).toBe(200);
    const before = await api.eventCount();
    expect(await signInWith(token)).toEqual({
      status: 400,
      body: { status: 'fail', message: SIGN_IN_MESSAGES.linkInvalid },
    });
    expect(await api.eventCount()).toBe(before);
  });

  it('when the owner used the link and the wrong passwords go on, then a new link is mailed', async () => {
    const { email } = await createVerifiedCampaign(api);
    await wrongPasswords(email, 5);
    expect((await signInWith(await mailedToken(email))).status).toBe(200);
    advance(1_000);
    await wrongPasswords(email, 1);
    for (let tries = 0; tries < 100 && linkMailsTo(email).length < 2; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(linkMailsTo(email)).toHaveLength(2);
  });

  it('when the link is more than 15 minutes old, then it is refused', async () => {
    const { email } = await createVerifiedCampaign(api);
    await wrongPasswords(email, 5);
    const token = await mailedToken(email);
    advance(15 * 60_000);
    expect(await signInWith(token)).toEqual({
      status: 400,
      body: { status: 'fail', message: SIGN_IN_MESSAGES.linkInvalid },
    });
  });

  it.each([
    ['no token', undefined, SIGN_IN_MESSAGES.linkMissing],
    ['a token that is not a string', 42, SIGN_IN_MESSAGES.linkMissing],
    ['a malformed token', 'not-a-token', SIGN_IN_MESSAGES.linkInvalid],
    [
      'a token never mailed',
      '00000000-0000-4000-8000-000000000000.aaaaaaaaaaaaaaaaaaaaaaaa',
      SIGN_IN_MESSAGES.linkInvalid,
    ],
  ])('when the link has %s, then it is refused with 400', async (_case, token, message) => {
    const before = await api.eventCount();
    expect(await signInWith(token)).toEqual({ status: 400, body: { status: 'fail', message } });
    expect(await api.eventCount()).toBe(before);
  });
});
