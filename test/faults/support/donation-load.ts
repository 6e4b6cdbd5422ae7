import { sleep } from '@harambee/eventstore/src/testing/sample-events';

export type Acknowledged = { paymentId: string; amount: number };

/** Every answer the load got, by status; `unreachable` counts requests that got no answer at all. */
export type LoadReport = {
  acknowledged: Acknowledged[];
  statuses: Record<number, number>;
  unreachable: number;
};

const AMOUNT = 5;

/**
 * Backers donating by test card to one campaign, `workers` at a time, until stopped. A 503 is retried
 * as a browser would after Retry-After (the donation is idempotent by its payment); a donation counts
 * as acknowledged once answered 200 or 201.
 */
export const startDonationLoad = (baseUrl: string, campaignId: string, workers = 4) => {
  const report: LoadReport = { acknowledged: [], statuses: {}, unreachable: 0 };
  let running = true;

  const post = async (route: string, body: unknown) => {
    for (;;) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/api${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      } catch {
        report.unreachable += 1;
        return undefined;
      }
      report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
      const answer = (await response.json().catch(() => ({}))) as { data?: { paymentId?: string } };
      if (response.status === 200 || response.status === 201) return answer;
      if (response.status !== 503) return undefined;
      await sleep(50);
    }
  };

  const donateOnce = async () => {
    const card = {
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvv: '123',
      cardholderName: 'Grace Otieno',
      amount: AMOUNT,
      campaignId,
    };
    const paymentId = (await post('/v1/payments/card', card))?.data?.paymentId;
    if (!paymentId) return false;
    const gift = {
      amount: AMOUNT,
      campaignId,
      paymentId,
      donorName: 'Grace Otieno',
      anonymous: false,
      paymentMethod: 'creditCard',
    };
    if (!(await post('/v1/donations', gift))) return false;
    report.acknowledged.push({ paymentId, amount: AMOUNT });
    return true;
  };

  const worker = async () => {
    while (running && (await donateOnce()));
  };
  const done = Promise.all(Array.from({ length: workers }, worker));

  return {
    report,
    /** Lets each backer finish the donation under way, then reports. */
    stop: async () => {
      running = false;
      await done;
      return report;
    },
    /** Resolves when every backer has stopped by itself (the server went away). */
    ended: done.then(() => report),
  };
};

/** The first approved campaign, once the projector has caught up with the demo seed. */
export const approvedCampaignId = async (baseUrl: string): Promise<string> => {
  for (;;) {
    const answer = await fetch(`${baseUrl}/api/v1/campaigns/approved`).then(
      (response) => response.json(),
      () => undefined,
    );
    const campaign = answer?.data?.campaigns?.[0];
    if (campaign) return campaign._id;
    await sleep(100);
  }
};
