import { maskAccountNumber } from '@harambee/rules';
import { handle, NotFoundError, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { idOf } from '../params';
import type { ReadStore } from '../read-store/port';
import { isSelfOrAdmin, viewerOf } from '../viewer';

export const accountRoutes = (reads: ReadStore, secret: string) => {
  const router = Router();
  router.get(
    '/v1/user/:id',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const user = await reads.findUser(idOf(req));
      if (!user) throw new NotFoundError({ key: 'api.user.notFound' });
      const contact = isSelfOrAdmin(viewer, user.id)
        ? {
            email: user.email,
            phone: user.phone,
            textAlerts: { gifts: user.text_alert_gifts, payouts: user.text_alert_payouts },
            language: user.language,
          }
        : {};
      success(res, {
        user: { _id: user.id, name: user.name, country: user.country, role: user.role, ...contact },
      });
    }),
  );
  router.get(
    '/v1/users/wallet',
    handle(async (req, res) => {
      const actor = requireActor(req, secret);
      const wallet = await reads.findWallet(actor.userId);
      success(res, {
        wallet: wallet
          ? {
              isLinked: true,
              provider: wallet.provider,
              country: wallet.country,
              accountNumber: maskAccountNumber(wallet.account_number),
            }
          : {
              isLinked: false,
              provider: null,
              country: (await reads.findUser(actor.userId))?.country ?? null,
              accountNumber: null,
            },
      });
    }),
  );
  return router;
};
