import type { CurrencyCode } from '@harambee/rules';

/** What a donor's network is charged: minor units of its currency. */
export type Charged = { currency: CurrencyCode; amountMinor: number };
/** `amountCents`: what the gift counts toward the goal, in US cents at the quoted rate; `charged`: what is paid. */
export type Checkout = {
  paymentId: string;
  campaignId: string;
  amountCents: number;
  charged: Charged;
  /** The fees the donor chose to pay on top, included in `charged`. */
  feeCover?: { platformFeeCents: number; processingFeeCents: number; charged: Charged };
  method: 'card' | 'mobileMoney';
};
