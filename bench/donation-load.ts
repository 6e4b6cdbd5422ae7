import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';

/** One donation whose 201 arrived, on the load process's clock (performance.now()). */
export type Donation = {
  campaignId: string;
  paymentId: string;
  respondedAt: number;
  latencyMs: number;
};

type DonationContext = {
  campaignId?: string;
  amount?: number;
  paymentId?: string;
  startedAt?: number;
};

const JSON_HEADERS = { 'content-type': 'application/json' };
const CARD = {
  cardNumber: '4242424242424242',
  expiry: '12/30',
  cvv: '123',
  cardholderName: 'Bench Backer',
};

const paymentIdOf = (body: string) => {
  try {
    return (JSON.parse(body) as { data?: { paymentId?: string } }).data?.paymentId;
  } catch {
    return undefined;
  }
};

/**
 * Card donations over HTTP as the web client makes them: POST /v1/payments/card, then POST /v1/donations
 * with the payment's id. Each of `connections` keep-alive clients loops over that pair for `seconds`.
 */
export const runDonationLoad = async (options: {
  url: string;
  campaignIds: string[];
  connections: number;
  seconds: number;
}) => {
  const { url, campaignIds, connections, seconds } = options;
  const donations: Donation[] = [];
  const failures: Record<string, number> = {};
  const fail = (what: string, status: number) => {
    failures[`${what} ${status}`] = (failures[`${what} ${status}`] ?? 0) + 1;
  };
  let picks = 0;

  const payment: autocannon.Request = {
    method: 'POST',
    path: '/api/v1/payments/card',
    headers: JSON_HEADERS,
    setupRequest: (request, context: DonationContext) => {
      picks += 1;
      const campaignId = campaignIds[picks % campaignIds.length]!;
      const amount = 5 + (picks % 96);
      Object.assign(context, {
        campaignId,
        amount,
        paymentId: undefined,
        startedAt: performance.now(),
      });
      return { ...request, body: JSON.stringify({ amount, campaignId, ...CARD }) };
    },
    onResponse: (status, body, context: DonationContext) => {
      if (status === 201) context.paymentId = paymentIdOf(body);
      else fail('payment', status);
    },
  };
  const donationBody = (request: autocannon.Request, context: DonationContext) => {
    if (!context.paymentId) return undefined; // no approved payment: autocannon starts the pair again
    const { amount, campaignId, paymentId } = context;
    return {
      ...request,
      body: JSON.stringify({
        amount,
        campaignId,
        paymentId,
        donorName: 'Bench Backer',
        anonymous: false,
      }),
    };
  };
  const donation: autocannon.Request = {
    method: 'POST',
    path: '/api/v1/donations',
    headers: JSON_HEADERS,
    setupRequest: donationBody as autocannon.Request['setupRequest'],
    onResponse: (status, _body, context: DonationContext) => {
      if (status !== 201) return fail('donation', status);
      const respondedAt = performance.now();
      donations.push({
        campaignId: context.campaignId!,
        paymentId: context.paymentId!,
        respondedAt,
        latencyMs: respondedAt - context.startedAt!,
      });
    },
  };

  const startedAt = performance.now();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [payment, donation],
  });
  return {
    donations,
    failures,
    startedAt,
    endedAt: performance.now(),
    errors: result.errors,
    timeouts: result.timeouts,
  };
};
export type DonationLoad = Awaited<ReturnType<typeof runDonationLoad>>;
