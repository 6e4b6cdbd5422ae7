import jwt from 'jsonwebtoken';
import { io, type Socket } from 'socket.io-client';
import { DEMO_CREATOR_PASSWORD, demoCreators } from '@harambee/server';
import { type TestHarambee, startHarambee } from '../support/harambee-server';
import { eventually } from '../support/waiting';

const DAY_S = 86_400;

let harambee: TestHarambee;
const sockets: Socket[] = [];
beforeAll(async () => {
  harambee = await startHarambee({ seed: true });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await harambee.stop();
});

/** A signed-in socket that has received its first notification count, and a promise of its disconnect. */
const signedInSocket = (token: string) =>
  new Promise<{ socket: Socket; disconnected: Promise<string> }>((resolve, reject) => {
    const socket = io(harambee.url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    sockets.push(socket);
    const disconnected = new Promise<string>((done) => socket.once('disconnect', done));
    socket.once('notifications:count', () => resolve({ socket, disconnected }));
    socket.once('connect_error', reject);
  });

const seeNotifications = (token: string) =>
  harambee.api('/v1/notifications/seen', { method: 'POST', token });
const dashboard = (token: string) => harambee.api('/v1/dashboard', { token });
const expiresIn = (token: string) => {
  const claims = jwt.decode(token) as { iat: number; exp: number };
  return claims.exp - claims.iat;
};

describe('how long a login lasts', () => {
  it('when remember-me is on (the default), then the token lasts 30 days; when off, 1 day', async () => {
    const { email } = demoCreators[1]!;
    expect(expiresIn(await harambee.login(email, DEMO_CREATOR_PASSWORD))).toBe(30 * DAY_S);
    const once = await harambee.api('/auth/login', {
      method: 'POST',
      json: { email, password: DEMO_CREATOR_PASSWORD, rememberMe: false },
    });
    expect(expiresIn(once.body.data.token)).toBe(DAY_S);
  });

  it("when a signed-in socket's token expires, then the socket is disconnected at that moment", async () => {
    const owner = jwt.decode(await harambee.login(demoCreators[1]!.email, DEMO_CREATOR_PASSWORD))!
      .sub as string;
    const shortLived = jwt.sign({ role: 'creator', sv: 0 }, harambee.config.jwtSecret, {
      subject: owner,
      expiresIn: 2,
    });
    const { disconnected } = await signedInSocket(shortLived);
    const started = Date.now();
    expect(await disconnected).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('log out everywhere', () => {
  it('when called without a token or with a forged one, then it answers 401 in the error envelope', async () => {
    for (const token of [
      undefined,
      jwt.sign({ role: 'creator' }, 'not-the-servers-secret-0123456789', { subject: 'x' }),
    ]) {
      const answer = await harambee.api('/auth/logout-all', { method: 'POST', token });
      expect(answer).toEqual({
        status: 401,
        body: { status: 'fail', message: expect.any(String) },
      });
    }
  });

  it('when a creator logs out everywhere, then every older token answers 401 on both sides and its sockets close', async () => {
    const { email } = demoCreators[2]!;
    const phone = await harambee.login(email, DEMO_CREATOR_PASSWORD);
    const laptop = await harambee.login(email, DEMO_CREATOR_PASSWORD);
    expect((await dashboard(phone)).status).toBe(200);
    const { disconnected } = await signedInSocket(phone);

    const loggedOut = await harambee.api('/auth/logout-all', { method: 'POST', token: laptop });
    expect(loggedOut).toEqual({
      status: 200,
      body: { status: 'success', data: { loggedOutAt: expect.any(String) } },
    });

    for (const token of [phone, laptop]) {
      expect(await seeNotifications(token)).toMatchObject({
        status: 401,
        body: { status: 'fail' },
      });
      await eventually(
        () => dashboard(token),
        (answer) => answer.status === 401,
      );
    }
    expect(await disconnected).toBe('io server disconnect');

    const again = await harambee.login(email, DEMO_CREATOR_PASSWORD);
    expect((await seeNotifications(again)).status).toBe(200);
    expect((await dashboard(again)).status).toBe(200);
    await signedInSocket(again);
  });

  it('when the token was revoked, then forms anyone may send still accept the caller as a visitor', async () => {
    const { email } = demoCreators[3]!;
    const stale = await harambee.login(email, DEMO_CREATOR_PASSWORD);
    await harambee.api('/auth/logout-all', {
      method: 'POST',
      token: await harambee.login(email, DEMO_CREATOR_PASSWORD),
    });
    const answer = await harambee.api('/auth/forgot-password', {
      method: 'POST',
      token: stale,
      json: { email: 'nobody@example.org' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('password reset', () => {
  it('when the owner resets the password, then tokens from before answer 401 and the one the reset gives works', async () => {
    const { email } = demoCreators[0]!;
    const before = await harambee.login(email, DEMO_CREATOR_PASSWORD);
    const { disconnected } = await signedInSocket(before);
    expect(
      (await harambee.api('/auth/forgot-password', { method: 'POST', json: { email } })).status,
    ).toBe(200);
    const resetToken = harambee.smtp
      .linkIn(await harambee.smtp.waitForMail(email))
      .split('/reset-password/')[1]!;

    const reset = await harambee.api(`/auth/reset-password/${resetToken}`, {
      method: 'POST',
      json: { password: 'Brand9New' },
    });
    expect(reset.status).toBe(200);
    const after: string = reset.body.data.token;

    expect((await seeNotifications(before)).status).toBe(401);
    await eventually(
      () => dashboard(before),
      (answer) => answer.status === 401,
    );
    expect(await disconnected).toBe('io server disconnect');
    expect((await seeNotifications(after)).status).toBe(200);
    expect((await dashboard(after)).status).toBe(200);
  });
});
