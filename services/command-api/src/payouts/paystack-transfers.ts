import { z } from 'zod';
import {
  headerValue,
  PaymentProviderError,
  WebhookSignatureError,
} from '../payments/payment-provider';
import type { PaystackSettings } from '../payments/providers/paystack-provider';
import { paystackApi } from '../payments/providers/paystack-api';
import { hmacHex, parseJson, signaturesMatch } from '../payments/webhook-signature';
import type { LinkedWallet } from '../withdrawals/withdrawal';
import type { TransferCheck } from '../withdrawals/payout-decisions';
import type { PayoutCallback, PayoutGateway, PayoutSent } from './payout-gateway';

/** How long a call to Paystack may take before its outcome counts as unknown. */
export const PAYSTACK_TRANSFER_TIMEOUT_MS = 20_000;

/** Paystack did not answer: what was asked may or may not have been done. */
class UnansweredError extends Error {}

/**
 * Paystack's mobile-money bank codes for our wallets, by country. Its mobile_money transfer recipients take GHS or KES,
 * and its list of Ghana's mobile-money banks (GET /bank?currency=GHS&type=mobile_money) names MTN, ATL (AirtelTigo)
 * and VOD (Vodafone). It documents no Airtel Money code in Kenya, and pays no PayPal, ZeePay or TymeBank wallets.
 */
const PAYSTACK_WALLET_CODES: Partial<
  Record<string, Partial<Record<LinkedWallet['provider'], string>>>
> = {
  Kenya: { mpesa: 'MPESA' },
  Ghana: { momo: 'MTN', airtel: 'ATL' },
};

const bankCodeOf = ({ country, provider }: Pick<LinkedWallet, 'provider' | 'country'>) =>
  PAYSTACK_WALLET_CODES[country]?.[provider];

const recipientData = z.object({ recipient_code: z.string() });
const transferData = z.object({
  reference: z.string(),
  transfer_code: z.string().optional(),
  status: z.string(),
});
const callbackEvent = z.object({
  event: z.string(),
  data: z.object({
    reference: z.string().min(1),
    amount: z.number().int().nonnegative().nullish(),
    reason: z.string().nullish(),
    gateway_response: z.string().nullish(),
  }),
});

type Transfer = z.infer<typeof transferData>;

const outcomeOf = (transfer: Transfer): PayoutSent & TransferCheck => {
  if (transfer.status === 'success') return { reference: transfer.reference, status: 'paid' };
  if (transfer.status === 'failed' || transfer.status === 'reversed') {
    return {
      reference: transfer.reference,
      status: 'failed',
      reason:
        transfer.status === 'reversed'
          ? 'payout.reason.reversedAtProvider'
          : 'payout.reason.providerFailed',
    };
  }
  return { reference: transfer.reference, status: 'pending' };
};

/**
 * Paystack Transfers: a transfer recipient for the creator's wallet, then a transfer from our balance with the
 * attempt's reference (Paystack refuses a second transfer with it). `transfer.success`, `transfer.failed` and
 * `transfer.reversed` (a transfer taken back, even after its success) webhooks, signed HMAC-SHA512 with the secret
 * key, settle it; so does
 * asking Paystack (verify by reference). A call Paystack does not answer in time, or answers with a 5xx, leaves
 * the transfer's outcome unknown, never failed.
 */
export const createPaystackTransfers = ({
  secretKey,
  apiUrl,
  timeoutMs = PAYSTACK_TRANSFER_TIMEOUT_MS,
}: PaystackSettings & { timeoutMs?: number }): PayoutGateway => {
  const api = paystackApi(
    { secretKey, apiUrl, timeoutMs },
    (reason) =>
      new PaymentProviderError({
        key: 'api.provider.refusedTransfer',
        values: { provider: 'Paystack', reason },
      }),
    (reason) => new UnansweredError(`Paystack did not answer: ${reason}`),
  );
  const call = api.post;

  /** The transfer already made with this reference, or null: Paystack answers 404 for one it never saw. */
  const transferWith = (reference: string) =>
    api.get(`/transfer/verify/${encodeURIComponent(reference)}`, transferData);

  const send: PayoutGateway['send'] = async ({
    withdrawalId,
    reference,
    amountMinor,
    currency,
    wallet,
  }) => {
    const bankCode = bankCodeOf(wallet);
    if (!bankCode)
      return {
        reference,
        status: 'failed',
        reason: 'payout.reason.walletNotPaid',
      };
    // A payout repeated after a crash finds the transfer it already made, rather than a refused duplicate.
    const earlier = await transferWith(reference);
    if (earlier) return outcomeOf(earlier);
    const recipient = await call(
      '/transferrecipient',
      {
        type: 'mobile_money',
        name: `Harambee withdrawal ${withdrawalId}`,
        account_number: wallet.accountNumber,
        bank_code: bankCode,
        currency,
      },
      recipientData,
    );
    const transfer = await call(
      '/transfer',
      {
        source: 'balance',
        amount: amountMinor,
        recipient: recipient.recipient_code,
        reference,
        reason: 'Harambee campaign payout',
        currency,
      },
      transferData,
    );
    return outcomeOf(transfer);
  };

  return {
    name: 'paystack',
    pays: (wallet) => bankCodeOf(wallet) !== undefined,
    send: async (request) =>
      send(request).catch((error: unknown) => {
        if (!(error instanceof UnansweredError)) throw error;
        return { reference: request.reference, status: 'unknown', reason: error.message };
      }),
    verify: async (reference) => {
      try {
        const transfer = await transferWith(reference);
        if (!transfer) return { reference, status: 'notFound' };
        // Taken back, even after its success: the decision tells a reversed payout from a transfer that failed.
        return transfer.status === 'reversed'
          ? { reference, status: 'reversed' }
          : outcomeOf(transfer);
      } catch (error) {
        return { reference, status: 'unknown', reason: (error as Error).message };
      }
    },
    parseCallback: async (rawBody, headers): Promise<PayoutCallback | null> => {
      if (
        !signaturesMatch(
          hmacHex('sha512', rawBody, secretKey),
          headerValue(headers, 'x-paystack-signature'),
        )
      ) {
        throw new WebhookSignatureError();
      }
      const parsed = callbackEvent.safeParse(parseJson(rawBody));
      if (!parsed.success) return null;
      const { event, data } = parsed.data;
      const named = {
        reference: data.reference,
        ...(typeof data.amount === 'number' && { amountMinor: data.amount }),
      };
      if (event === 'transfer.success') return { ...named, status: 'paid' };
      if (event === 'transfer.failed' || event === 'transfer.reversed') {
        return {
          ...named,
          status: event === 'transfer.failed' ? 'failed' : 'reversed',
          reason: data.reason || data.gateway_response || event,
        };
      }
      return null;
    },
  };
};
