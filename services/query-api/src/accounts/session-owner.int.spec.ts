import { say } from '@harambee/messages';
import { SESSION_ENDED, signToken } from '@harambee/platform';
import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import { byAdmin, byCreator, creatorRegistered } from '@harambee/events/src/testing/sample-events';
import { marketplace } from '../testing/marketplace';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';
import { OWNER_PROJECTION_WAIT_MS } from './projected-owner';

const ENDED = { status: 401, body: { status: 'fail', message: say('en', SESSION_ENDED) } };

describe.each(readStoreKinds())(
  "a token checked against its owner's projected record on %s",
  (kind) => {
    let api: QueryApiUnderTest;
    const tokenOf = (userId: string, role: 'creator' | 'admin') =>
      signToken({ userId, role }, api.jwtSecret);

    beforeAll(async () => {
      api = await startQueryApiUnderTest(kind, [
        ...marketplace(),
        creatorRegistered('creator-9', 'Erased Person'),
        {
          type: 'PersonalDataErased',
          data: { userId: 'creator-9', reason: 'asked', erasedAt: new Date().toISOString() },
          metadata: byAdmin('admin-1'),
        },
      ]);
    });
    afterAll(() => api.stop());

    it('when a validly signed token names nobody who ever registered, or an erased user, then a signed-in read answers 401 as an ended session', async () => {
      expect(await api.get('/v1/dashboard', tokenOf('nobody-1', 'creator'))).toEqual(ENDED);
      expect(await api.get('/v1/campaigns/status/pending', tokenOf('nobody-2', 'admin'))).toEqual(
        ENDED,
      );
      expect(await api.get('/v1/dashboard', tokenOf('creator-9', 'creator'))).toEqual(ENDED);
    });

    it("when a creator's token claims the admin role, then admin reads are refused: the role is the one on record", async () => {
      const claimsAdmin = tokenOf('creator-1', 'admin');
      expect((await api.get('/v1/campaigns/status/pending', claimsAdmin)).status).toBe(403);
      expect((await api.get('/v1/user/creator-2', claimsAdmin)).body.data.user).not.toHaveProperty(
        'email',
      );
      expect((await api.get('/v1/dashboard', claimsAdmin)).status).toBe(200);
      expect((await api.get('/v1/campaigns/status/pending', api.tokens.admin)).status).toBe(200);
    });

    it('when a new creator reads before the projector has their registration, then the read waits for it and answers', async () => {
      const newcomer = tokenOf('creator-10', 'creator');
      const dashboard = api.get('/v1/dashboard', newcomer);
      await new Promise((resolve) => setTimeout(resolve, OWNER_PROJECTION_WAIT_MS / 6));
      await api.append(creatorRegistered('creator-10', 'Just Registered'));
      expect((await dashboard).status).toBe(200);
    });

    it("when a creator reads with a password reset's new token before the projector has ended the older sessions, then the read waits for it and answers, and the older token is refused", async () => {
      const older = tokenOf('creator-2', 'creator');
      const reset = signToken(
        { userId: 'creator-2', role: 'creator', sessionVersion: 1 },
        api.jwtSecret,
      );
      const dashboard = api.get('/v1/dashboard', reset);
      await new Promise((resolve) => setTimeout(resolve, OWNER_PROJECTION_WAIT_MS / 6));
      await api.append({
        type: 'SessionsRevoked',
        data: {
          userId: 'creator-2',
          sessionVersion: 1,
          reason: 'password-reset',
          revokedBy: 'creator-2',
          revokedAt: new Date().toISOString(),
        },
        metadata: byCreator('creator-2'),
      });
      expect((await dashboard).status).toBe(200);
      expect(await api.get('/v1/dashboard', older)).toEqual(ENDED);
    });
  },
);
