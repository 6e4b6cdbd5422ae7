/** Where a hosted payment stands while the donor waits for the provider's answer. */

export type PaymentReceipt = {
  receiptId: string;
  receiptNumber: string;
  url: string;
  /** What the donor paid, when not US dollars. */
  paid?: { amount: number; currency: string };
};
export type HostedPayment = {
  paymentId: string;
  status: 'pending' | 'succeeded' | 'failed';
  /** Why a paid payment counts as failed (its campaign closed first, and the money goes back). */
  reason?: string;
  donation?: { amount: number };
  receipt?: PaymentReceipt;
};

/**
 * What the donor paid in their own money when it is not the dollars the campaign counts, named first as the receipt
 * does: the receipt's once issued, else what the form asked for (dollars, fees covered or not, stay the counted gift).
 */
export const paidInOwnMoney = (
  payment: HostedPayment | undefined,
  handoff: { amount: number; currency?: string } | undefined,
) => {
  const paid = payment?.receipt?.paid ?? handoff;
  return paid?.currency && paid.currency !== 'USD'
    ? { amount: paid.amount, currency: paid.currency }
    : undefined;
};

export const POLL_EVERY_MS = 1500;
export const STOP_WAITING_AFTER_MS = 120_000;
/** Without scripts the thank-you page reloads itself this often while it waits (a meta refresh). */
export const REFRESH_WITHOUT_SCRIPTS_SECONDS = 3;

/** How long a page without scripts has waited so far, as its refreshes count it in the address (`waited`, seconds). */
export const waitedMsOf = (waited: string | null) => {
  const seconds = Number(waited);
  return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, 86_400) * 1000 : 0;
};

/** The thank-you page's next address without scripts: the same payment, a few more seconds waited. */
export const refreshWithoutScripts = (paymentId: string, waitedMs: number) =>
  `${REFRESH_WITHOUT_SCRIPTS_SECONDS};url=?${new URLSearchParams({
    paymentId,
    waited: String(Math.round(waitedMs / 1000) + REFRESH_WITHOUT_SCRIPTS_SECONDS),
  })}`;

/** The ids the command API hands out (`chk_` and a UUID); anything else is not worth asking about. */
export const isPaymentId = (value: string | null): value is string =>
  /^chk_[0-9a-f-]{36}$/.test(value ?? '');

export type Progress = 'waiting' | 'stillWaiting' | 'thanked' | 'failed';

export function progressOf(payment: HostedPayment | undefined, stoppedWaiting: boolean): Progress {
  if (payment?.status === 'failed') return 'failed';
  if (payment?.status === 'succeeded') return 'thanked';
  return stoppedWaiting ? 'stillWaiting' : 'waiting';
}

/** Ask again while the payment is pending, or paid but its receipt not yet issued, until we stop waiting. */
export const askAgain = (payment: HostedPayment | undefined, stoppedWaiting: boolean) =>
  !stoppedWaiting && payment?.status !== 'failed' && !payment?.receipt;
