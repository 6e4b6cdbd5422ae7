import type { ApiRoute } from '@harambee/platform';
import { z } from 'zod';
import { checkoutForm } from './checkout-schemas';

const paymentIdParam = z.object({ paymentId: z.string() });
const providerParam = z.object({ provider: z.enum(['sandbox', 'stripe', 'paystack']) });

export const paymentDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/payments/checkout',
    tag: 'donations',
    auth: 'public',
    body: checkoutForm,
    status: 201,
    summary:
      'Start a hosted checkout (card or mobile money) with the configured provider; answers {paymentId, status: pending, redirectUrl?}, 503 when payments are not configured',
  },
  {
    method: 'post',
    path: '/v1/payments/checkout/form',
    tag: 'donations',
    auth: 'public',
    summary:
      "The donate page's form posted without scripts (application/x-www-form-urlencoded, the checkout's fields, ticked boxes as on): starts the hosted checkout and answers 303 to its page",
  },
  {
    method: 'get',
    path: '/v1/payments/:paymentId',
    tag: 'donations',
    auth: 'public',
    params: paymentIdParam,
    summary: "A checkout's status (pending, succeeded or failed) and its donation once recorded",
  },
  {
    method: 'post',
    path: '/v1/payments/webhooks/:provider',
    tag: 'donations',
    auth: 'public',
    params: providerParam,
    summary:
      "The configured provider's signed webhook (raw body): records the gift once per payment; 400 on a bad signature, 409 when it does not match the checkout",
  },
];
