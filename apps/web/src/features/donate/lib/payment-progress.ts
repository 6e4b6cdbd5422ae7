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

export const POLL_EVERY_MS = 1500;
export const STOP_WAITING_AFTER_MS = 120_000;

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
