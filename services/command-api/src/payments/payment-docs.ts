import type { ApiRoute } from '@harambee/platform';
import { z } from 'zod';
import { checkoutForm } from './checkout-schemas';
import { PAYMENT_PROVIDER_NAMES } from './payment-provider';

const paymentIdParam = z.object({ paymentId: z.string() });
const keptFormParam = z.object({ reference: z.string() });
const providerParam = z.object({ provider: z.enum(PAYMENT_PROVIDER_NAMES) });

export const paymentDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/payments/checkout',
    tag: 'donations',
    auth: 'public',
    body: checkoutForm,
    status: 201,
    summary:
      "Start a hosted checkout (card or mobile money) with the configured provider, or with `method: crypto` a BTCPay Server invoice for the gift in the donor's currency (only where BTCPAY_* configure one; else 400), `amount` in `currency` (USD unless named). Mobile money is charged in whole units (an amount with cents in the network's currency answers 400; covered fees are raised so the whole charge is whole). M-PESA is charged in KES, MTN MoMo, Telecel and AirtelTigo in GHS, a wallet of Côte d'Ivoire, Senegal, Burkina Faso or Cameroon in whole XOF or XAF, of Tanzania, Uganda or Rwanda in TZS, UGX or RWF (each only where the configured provider charges that network; the routing table is in the README), a card in the donor's currency where the provider takes it, else USD, at the quoted rate; the limits apply to the US-dollar equivalent. Answers {paymentId, status: pending, redirectUrl?, charge {amount, amountMinor, currency}, credited {amount, amountMinor, currency: USD}, rate {value, asOf, source}, feeCover? {amount, amountMinor, currency}}. With `coverFees: true` the donor pays the gift's fees on top (computed by the server from the fee rules, in the charged currency, and included in `charge`); the campaign counts the gift. 400 for an unknown currency, too many decimals or a missing or stale rate; 429 when the mobile-money phone number has had its prompts of the hour (3, counted over both checkout routes); 503 when payments are not configured",
  },
  {
    method: 'get',
    path: '/v1/exchange-rates',
    tag: 'donations',
    auth: 'public',
    summary:
      'The rates a checkout is priced at now, from one US dollar: {base: USD, rates {KES: "129.20", …}, asOf, source} (the demo rates are labelled so). Served from the table the server keeps: however many ask at once, the paid source is asked by one fetch at most every 10 minutes, and after a failed fetch not again until a back-off has passed (30 s, doubling up to 30 min), the last good table served meanwhile; rates {} and asOf null when the source has never answered',
  },
  {
    method: 'post',
    path: '/v1/payments/checkout/form',
    tag: 'donations',
    auth: 'public',
    summary:
      "The donate page's form posted without scripts (application/x-www-form-urlencoded, the checkout's fields, ticked boxes as on; `currency` is required, and a post without it answers 400 rather than reading the amount as US dollars): starts the hosted checkout and answers 303 to its page; input it refuses answers an HTML page (4xx) with the reason and a link back to the donate form with a reference to what was typed. 403 when the browser says the post came from another site (`Sec-Fetch-Site` other than same-origin, or another `Origin`); 429 when the mobile-money phone number has had its prompts of the hour (3, counted with the JSON checkout's)",
  },
  {
    method: 'get',
    path: '/v1/payments/checkout/form/kept/:reference',
    tag: 'donations',
    auth: 'public',
    params: keptFormParam,
    summary:
      'What a donor typed before a plain form post was refused, kept by the server for 10 minutes under the reference its error page links back with (`/donation/:id?kept=…`), so no email or phone travels in an address: {fields {amount, donorName, email, phone, …}}; 404 once it has expired',
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
      "The configured provider's signed webhook (raw body), or BTCPay's (`btcpay`, BTCPay-Sig; InvoiceSettled records the gift once the invoice read back is Settled, InvoiceExpired and InvoiceInvalid record the payment failed), or Flutterwave's (`flutterwave`, its verif-hash; only the charge read back by its verify endpoint is booked): records the gift once per payment, and disputes and refunds made on the provider's side once each (what cannot be booked is alerted and still answered 200); 400 on a bad signature, 409 when a payment does not match the checkout",
  },
];
