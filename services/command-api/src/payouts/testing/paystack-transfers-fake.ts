import {
  type FakeAnswer,
  type FakeRoute,
  startFakeProviderServer,
} from '../../payments/testing/fake-provider-server';
import { between, paystackPage, type Transfer } from '../../payments/testing/paystack-book';

/** How Paystack answers the next transfer it creates: with a 500, or only after `delayMs` (past a caller's timeout). */
export type UnansweredTransfer = { status: 500 } | { delayMs: number };

/**
 * Paystack's transfers as the fake keeps them (in the fake's whole book when given its map). A test can make the next
 * transfer calls go unanswered while the transfer is still created, and settle a transfer as Paystack would (its
 * verify answer then says so).
 */
export const paystackTransfers = (transfers = new Map<string, Transfer>()) => {
  const unanswered: UnansweredTransfer[] = [];
  /** Each recipient's currency, by its code: a transfer to it in another is refused. */
  const recipients = new Map<string, string>();
  return {
    transfers,
    unanswered,
    recipients,
    /** Paystack's own `status` of a transfer after its outcome: `success`, `failed` or `reversed`. */
    settle: (reference: string, status: 'success' | 'failed' | 'reversed') => {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`The fake has no transfer ${reference}`);
      transfers.set(reference, { ...transfer, status, updatedAt: new Date().toISOString() });
    },
  };
};
export type PaystackTransfers = ReturnType<typeof paystackTransfers>;

const created = (request: Record<string, unknown>, count: number): Transfer => {
  const at = new Date().toISOString();
  return {
    amount: request.amount,
    createdAt: at,
    currency: request.currency,
    domain: 'test',
    failures: null,
    id: 451_930_000 + count,
    integration: 463_433,
    reason: request.reason,
    reference: String(request.reference),
    source: 'balance',
    source_details: null,
    status: 'pending',
    titan_code: null,
    transfer_code: `TRF_${String(count).padStart(12, '0')}`,
    transferred_at: null,
    updatedAt: at,
    recipient: {
      recipient_code: request.recipient,
      type: 'mobile_money',
      currency: request.currency,
    },
  };
};

/**
 * The currency each mobile-money network's recipients are paid in: M-PESA shillings, Ghana's networks (AirtelTigo
 * among them) cedis; no Airtel Money in Kenya, so an ATL recipient in shillings is refused.
 */
const NETWORK_CURRENCIES: Record<string, string> = {
  MPESA: 'KES',
  MTN: 'GHS',
  ATL: 'GHS',
  VOD: 'GHS',
};

const refused = (message: string): FakeAnswer => ({
  status: 400,
  json: { status: false, message },
});

const recipientAnswer = (
  state: PaystackTransfers,
  request: Record<string, unknown>,
): FakeAnswer => {
  const currency = NETWORK_CURRENCIES[String(request.bank_code)];
  if (!currency) return refused('Invalid bank code');
  if (request.currency !== currency)
    return refused(`Currency ${String(request.currency)} is not supported for this recipient`);
  const code = `RCP_${String(request.account_number).slice(-4)}`;
  state.recipients.set(code, currency);
  return {
    status: 201,
    json: {
      status: true,
      message: 'Transfer recipient created successfully',
      data: {
        active: true,
        currency: request.currency,
        name: request.name,
        recipient_code: code,
        type: request.type,
        details: { account_number: request.account_number, bank_code: request.bank_code },
      },
    },
  };
};

const transferAnswer = (state: PaystackTransfers, request: Record<string, unknown>): FakeAnswer => {
  if (state.transfers.has(String(request.reference))) {
    return { status: 400, json: { status: false, message: 'Duplicate Transaction Reference' } };
  }
  const payee = state.recipients.get(String(request.recipient));
  if (!payee) return refused('Recipient not found');
  if (request.currency !== payee)
    return refused(`Currency ${String(request.currency)} is not supported for this recipient`);
  if (!Number.isSafeInteger(request.amount) || Number(request.amount) <= 0)
    return refused('Invalid amount');
  const transfer = created(request, state.transfers.size + 1);
  state.transfers.set(transfer.reference, transfer);
  const answer = {
    status: 200,
    json: { status: true, message: 'Transfer has been queued', data: transfer },
  };
  const fault = state.unanswered.shift();
  if (!fault) return answer;
  return 'delayMs' in fault
    ? { ...answer, delayMs: fault.delayMs }
    : { status: 500, json: { status: false, message: 'An error occurred' } };
};

/**
 * Paystack's documented answers to creating a transfer recipient (refused in a currency its network does not pay:
 * an M-PESA recipient takes shillings only, a Ghanaian network's cedis), initiating a transfer (queued: pending), verifying
 * one by reference (`GET /transfer/verify/:reference`: `Transfer retrieved` with the transfer, or 404) and listing
 * them (`GET /transfer`); like Paystack it remembers each reference and refuses a second transfer with it.
 */
export const paystackTransfersRoute =
  (state = paystackTransfers()): FakeRoute =>
  ({ method, path, body, headers }) => {
    if (headers.authorization !== 'Bearer sk_test_paystack') {
      return { status: 401, json: { status: false, message: 'Invalid key' } };
    }
    const url = new URL(path, 'http://paystack.test');
    if (method === 'GET' && url.pathname === '/transfer') {
      const all = between([...state.transfers.values()], url.searchParams, (t) => t.createdAt);
      return { status: 200, json: paystackPage(all, url.searchParams, 'Transfers retrieved') };
    }
    const verify = /^\/transfer\/verify\/(.+)$/.exec(path);
    if (method === 'GET' && verify) {
      const transfer = state.transfers.get(decodeURIComponent(verify[1]!));
      return transfer
        ? { status: 200, json: { status: true, message: 'Transfer retrieved', data: transfer } }
        : { status: 404, json: { status: false, message: 'Transfer not found' } };
    }
    const request = JSON.parse(body || '{}') as Record<string, unknown>;
    if (method === 'POST' && path === '/transferrecipient') return recipientAnswer(state, request);
    if (method === 'POST' && path === '/transfer') return transferAnswer(state, request);
    return undefined;
  };

export const startPaystackTransfersFake = async () => {
  const state = paystackTransfers();
  return { ...(await startFakeProviderServer(paystackTransfersRoute(state))), ...state };
};
