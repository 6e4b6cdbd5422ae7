import type { CurrencyCode } from '@harambee/rules';
import type { WebhookHeaders } from '../payments/payment-provider';
import type { TransferCheck } from '../withdrawals/payout-decisions';
import type { LinkedWallet } from '../withdrawals/withdrawal';
import type { PayoutProvider } from '../withdrawals/withdrawal-state';

export type PayoutRequest = {
  withdrawalId: string;
  /** This attempt's transfer reference (payoutReference): a retry of a failed payout has its own. */
  reference: string;
  /** In the minor units of `currency`, the wallet's. */
  amountMinor: number;
  currency: CurrencyCode;
  wallet: LinkedWallet;
};
/** `unknown`: the provider did not answer (timeout, 5xx, unreachable), so the transfer may have been made. */
export type PayoutSent = {
  reference: string;
  status: 'paid' | 'pending' | 'failed' | 'unknown';
  reason?: string;
};
/** What a gateway's signed callback says about one transfer; null for a callback we do not act on. */
/** `amountMinor`: what the provider says it transferred, in the transfer's currency, when its callback says (Paystack's does). */
export type PayoutCallback = { reference: string; amountMinor?: number } & (
  { status: 'paid' } | { status: 'failed' | 'reversed'; reason: string }
);

/** Sends a creator's money to their wallet. `reference` is the idempotency reference: sending twice pays once. */
export interface PayoutGateway {
  readonly name: PayoutProvider;
  /** Whether it pays wallets of this network in this country: a withdrawal to one it does not is refused when asked. */
  pays(wallet: Pick<LinkedWallet, 'provider' | 'country'>): boolean;
  send(request: PayoutRequest): Promise<PayoutSent>;
  /** What the provider knows of the transfer with this reference; never throws (`unknown` when it cannot be asked). */
  verify(reference: string): Promise<TransferCheck>;
  /** Throws WebhookSignatureError when the signature does not verify. */
  parseCallback(rawBody: Buffer, headers: WebhookHeaders): Promise<PayoutCallback | null>;
}

/** Test mode: the money "arrives" at once and no callback ever comes; it keeps no transfers to look up. */
export const sandboxPayouts: PayoutGateway = {
  name: 'sandbox',
  pays: () => true,
  send: async ({ reference }) => ({ reference: `sbx_payout_${reference}`, status: 'paid' }),
  verify: async (reference) => ({ reference, status: 'notFound' }),
  parseCallback: async () => null,
};
