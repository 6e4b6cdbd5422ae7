import { AppError, handle, parseInput, requireActor, success } from '@harambee/platform';
import { ScratchUnavailableError, type TimeTravel } from '@harambee/time-travel';
import { Router } from 'express';
import { idOf } from '../params';
import { asOfQuery } from './as-of-query';
import { campaignAsOf } from './campaign-as-of';

const RETRY_AFTER_SECONDS = 5;

/**
 * For admins (auditors): a campaign as it was at a moment of its history, as time travel folds it from the log;
 * with `compare`, a second moment and what changed between.
 */
export const asOfRoutes = (timeTravel: TimeTravel, secret: string) => {
  const router = Router();
  router.get(
    '/v1/admin/campaigns/:id/as-of',
    handle(async (req, res) => {
      const admin = requireActor(req, secret, 'admin');
      const campaignId = idOf(req);
      const query = parseInput(asOfQuery, req.query);
      const answer = await campaignAsOf(timeTravel, campaignId, query, admin).catch(
        (error: unknown) => {
          if (!(error instanceof ScratchUnavailableError)) throw error;
          res.set('Retry-After', String(RETRY_AFTER_SECONDS));
          throw new AppError(503, { key: 'api.asOf.scratchUnavailable' });
        },
      );
      success(res, answer);
    }),
  );
  return router;
};
