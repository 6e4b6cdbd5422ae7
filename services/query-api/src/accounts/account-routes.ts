import { maskAccountNumber } from '@harambee/rules';
import { live, userRow, walletRow } from '@harambee/read-models';
import type { Sql } from '@harambee/database';
import { handle, NotFoundError, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { idOf } from '../params';
import { isSelfOrAdmin, viewerOf } from '../viewer';

const findUser = async (db: Sql, userId: string) => {
  const [row] = await db.query(`select * from ${live('users')} where id = $1`, [userId]);
  return row ? userRow.parse(row) : undefined;
};

export const accountRoutes = (db: Sql, secret: string) => {
  const router = Router();
  router.get(
    '/v1/user/:id',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const user = await findUser(db, idOf(req));
      if (!user) throw new NotFoundError('User not found');
      const contact = isSelfOrAdmin(viewer, user.id)
        ? { email: user.email, phone: user.phone }
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
      const [row] = await db.query(`select * from ${live('wallets')} where user_id = $1`, [
        actor.userId,
      ]);
      const wallet = row ? walletRow.parse(row) : undefined;
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
              country: (await findUser(db, actor.userId))?.country ?? null,
              accountNumber: null,
            },
      });
    }),
  );
  return router;
};
