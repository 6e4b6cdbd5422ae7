import {
  type ApiRoute,
  NotFoundError,
  handle,
  parseInput,
  requireActor,
  success,
} from '@harambee/platform';
import { Router } from 'express';
import { campaignDecider, campaignStream } from '../campaigns/campaign';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { loadState, withMetadata } from '../core/handle-command';
import { toDollars } from '../core/money';
import { generateDonationsForm } from '../donations/donation-schemas';
import { donationDecider, donationStream } from '../donations/donation';
import { generatedDonation } from './generated-donations';

/**
 * Admin test tool: real DonationRecorded events (payment method 'generated'), each on its own
 * donation stream, all appended together or not at all. Hidden unless test tools are enabled.
 */
export const generateDonationsRoutes = ({ store, config, clock }: CommandApiDeps) =>
  Router().post(
    '/test/generate-donations',
    handle(async (req, res) => {
      if (!config.testToolsEnabled) throw new NotFoundError();
      const context = contextOf(req, requireActor(req, config.jwtSecret, 'admin'), clock);
      const form = parseInput(generateDonationsForm, req.body ?? {});
      const { state: campaign } = await loadState(
        store,
        campaignStream(form.campaignId),
        campaignDecider,
      );
      const donations = Array.from({ length: form.count }, () =>
        generatedDonation(form.campaignId, context.now),
      );
      await store.append(
        donations.map((data) => ({
          streamId: donationStream(data.paymentId),
          expected: 'no_stream' as const,
          events: withMetadata(
            donationDecider.decide(
              { type: 'RecordDonation', data, payment: undefined, campaign, now: context.now },
              donationDecider.initialState,
            ),
            context,
          ),
        })),
      );
      const totalCents = donations.reduce((sum, donation) => sum + donation.amountCents, 0);
      success(res, { count: donations.length, total: toDollars(totalCents) }, 201);
    }),
  );

export const generateDonationsDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/test/generate-donations',
    tag: 'admin',
    auth: 'admin',
    body: generateDonationsForm,
    status: 201,
    summary:
      'Test tool: record 1 to 31 generated donations ($10 to $1500, within the last 7 days) to an open campaign; 404 unless test tools are enabled',
  },
];
