import { reasonWithValues } from '@harambee/messages';
import { bookedMinor, isCurrencyCode, providerAmount, walletPhone } from '@harambee/rules';
import { logger } from '@harambee/database';
import { z } from 'zod';
import {
  headerValue,
  PaymentProviderError,
  WebhookSignatureError,
} from '../payments/payment-provider';
import type { FlutterwaveSettings } from '../payments/providers/flutterwave-provider';
import { parseJson, signaturesMatch } from '../payments/webhook-signature';
import type { TransferCheck } from '../withdrawals/payout-decisions';
import type { LinkedWallet } from '../withdrawals/withdrawal';
import type { PayoutCallback, PayoutGateway, PayoutSent } from './payout-gateway';

/** How long a call to Flutterwave may take before its outcome counts as unknown. */
export const FLUTTERWAVE_TRANSFER_TIMEOUT_MS = 20_000;

/** Flutterwave did not answer: what was asked may or may not have been done. */
class UnansweredError extends Error {}

/**
 * Flutterwave's `account_bank` for each mobile-money wallet it documents transfers to (its v3 "Mobile Money
 * Transfer" networks): Cameroon MTN and ORANGEMONEY, Côte d'Ivoire MOOV, MTN, ORANGE and WAVE, Senegal ORANGEMONEY
 * and WAVE, Tanzania AIRTEL, TIGO (now Mixx by Yas) and VODACOM, Uganda AIRTEL and MTN, Rwanda MTN, Ghana MTN and
 * AIRTELTIGO. It documents none in Burkina Faso, Mali, Benin or Togo, and Kenya's M-PESA wants the sender's own
 * phone number, which we do not keep: those wallets are refused when the withdrawal is asked for.
 */
const FLUTTERWAVE_WALLET_CODES: Partial<
  Record<string, Partial<Record<LinkedWallet['provider'], string>>>
> = {
  "Côte d'Ivoire": { orange: 'ORANGE', momo: 'MTN', moov: 'MOOV', wave: 'WAVE' },
  Senegal: { orange: 'ORANGEMONEY', wave: 'WAVE' },
  Cameroon: { momo: 'MTN', orange: 'ORANGEMONEY' },
  Tanzania: { vodacom: 'VODACOM', airtel: 'AIRTEL', mixx: 'TIGO' },
  Uganda: { momo: 'MTN', airtel: 'AIRTEL' },
  Rwanda: { momo: 'MTN' },
  Ghana: { momo: 'MTN', airtel: 'AIRTELTIGO' },
};

const bankCodeOf = ({ country, provider }: Pick<LinkedWallet, 'provider' | 'country'>) =>
  FLUTTERWAVE_WALLET_CODES[country]?.[provider];

/** A transfer as Flutterwave's v3 answers and webhooks show it (amount in major units). */
const transferData = z.object({
  id: z.number(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  complete_message: z.string().nullish(),
});
type Transfer = z.infer<typeof transferData>;
const apiAnswer = z.object({
  status: z.string(),
  message: z.string().optional(),
  data: z.unknown(),
});
const callbackEvent = z.object({
  event: z.literal('transfer.completed'),
  data: transferData.pick({ id: true, reference: true }),
});

const outcomeOf = (transfer: Transfer): PayoutSent & TransferCheck => {
  if (transfer.status === 'SUCCESSFUL') return { reference: transfer.reference, status: 'paid' };
  if (transfer.status === 'FAILED')
    return {
      reference: transfer.reference,
      status: 'failed',
      reason: reasonWithValues('payout.reason.providerSaid', {
        provider: 'Flutterwave',
        detail: transfer.complete_message || 'FAILED',
      }),
    };
  return { reference: transfer.reference, status: 'pending' };
};

/**
 * Flutterwave transfers (v3, plain HTTP as its charges): a mobile-money transfer from our balance to the creator's
 * wallet (`POST /v3/transfers`, its phone number with the country code, the operator as `account_bank`), the
 * attempt's reference as Flutterwave's `reference`, the amount in major units (XOF 5000 is 5000). Before sending,
 * and to verify, the transfer made with that reference is looked up (`GET /v3/transfers?reference=`). A
 * `transfer.completed` webhook carries the secret hash in `verif-hash` and is only a hint: the transfer is read back
 * by its id (`GET /v3/transfers/{id}`) and what Flutterwave's own record says is what settles it. A call Flutterwave
 * does not answer in time, or answers with a 5xx, leaves the transfer's outcome unknown, never failed.
 */
export const createFlutterwaveTransfers = ({
  secretKey,
  secretHash,
  apiUrl,
  timeoutMs = FLUTTERWAVE_TRANSFER_TIMEOUT_MS,
}: FlutterwaveSettings & { timeoutMs?: number }): PayoutGateway => {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: Error) => {
      logger.error('flutterwave unreachable', { path, error: error.message });
      throw new UnansweredError(`Flutterwave did not answer: ${error.message}`);
    });
    if (response.status === 404) return null;
    const answer = apiAnswer.safeParse(await response.json().catch(() => undefined));
    if (answer.success && answer.data.status === 'success' && response.ok) return answer.data.data;
    const reason = answer.data?.message ?? String(response.status);
    logger.error('flutterwave refused', { path, status: response.status, reason });
    // A 5xx, or an answer cut off, may come after Flutterwave made the transfer.
    if (response.status >= 500 || (response.ok && !answer.success))
      throw new UnansweredError(`Flutterwave did not answer: ${reason}`);
    throw new PaymentProviderError({
      key: 'api.provider.refusedTransfer',
      values: { provider: 'Flutterwave', reason },
    });
  };

  /** The transfer made with this reference, or null when Flutterwave has none. */
  const transferWith = async (reference: string) => {
    const found = await call('GET', `/v3/transfers?reference=${encodeURIComponent(reference)}`);
    const transfers = z.array(transferData).parse(found ?? []);
    return transfers.find((transfer) => transfer.reference === reference) ?? null;
  };

  const send: PayoutGateway['send'] = async ({
    withdrawalId,
    reference,
    amountMinor,
    currency,
    wallet,
  }) => {
    const bankCode = bankCodeOf(wallet);
    const phone = walletPhone(wallet.country, wallet.accountNumber);
    if (!bankCode || !phone)
      return {
        reference,
        status: 'failed',
        reason: 'payout.reason.walletNotPaid',
      };
    // A payout repeated after a crash or a lost answer finds the transfer it already made, rather than a second one.
    const earlier = await transferWith(reference);
    if (earlier) return outcomeOf(earlier);
    const made = await call('POST', '/v3/transfers', {
      account_bank: bankCode,
      account_number: phone.slice(1),
      amount: providerAmount(amountMinor, currency, 'flutterwave'),
      currency,
      debit_currency: currency,
      beneficiary_name: `Harambee withdrawal ${withdrawalId}`,
      narration: 'Harambee campaign payout',
      reference,
    });
    return outcomeOf(transferData.parse(made));
  };

  return {
    name: 'flutterwave',
    pays: (wallet) => bankCodeOf(wallet) !== undefined,
    send: async (request) =>
      send(request).catch((error: unknown) => {
        if (!(error instanceof UnansweredError)) throw error;
        return { reference: request.reference, status: 'unknown', reason: error.message };
      }),
    verify: async (reference) => {
      try {
        const transfer = await transferWith(reference);
        return transfer ? outcomeOf(transfer) : { reference, status: 'notFound' };
      } catch (error) {
        return { reference, status: 'unknown', reason: (error as Error).message };
      }
    },
    parseCallback: async (rawBody, headers): Promise<PayoutCallback | null> => {
      if (!signaturesMatch(secretHash, headerValue(headers, 'verif-hash')))
        throw new WebhookSignatureError();
      const event = callbackEvent.safeParse(parseJson(rawBody));
      if (!event.success) return null;
      // Flutterwave out of reach: 502, and it sends the webhook again later.
      const found = await call('GET', `/v3/transfers/${event.data.data.id}`).catch(
        (error: unknown) => {
          throw error instanceof UnansweredError ? new PaymentProviderError() : error;
        },
      );
      const read = transferData.safeParse(found);
      if (!read.success || read.data.reference !== event.data.data.reference) return null;
      const transfer = read.data;
      const currency = transfer.currency.toUpperCase();
      const amountMinor = isCurrencyCode(currency)
        ? bookedMinor(transfer.amount, currency, 'flutterwave')
        : undefined;
      const named = {
        reference: transfer.reference,
        ...(amountMinor !== undefined && { amountMinor }),
      };
      const outcome = outcomeOf(transfer);
      if (outcome.status === 'paid') return { ...named, status: 'paid' };
      if (outcome.status === 'failed')
        return { ...named, status: 'failed', reason: outcome.reason! };
      return null;
    },
  };
};
