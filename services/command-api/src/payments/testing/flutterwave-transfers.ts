import type { FakeAnswer, ReceivedRequest } from './fake-provider-server';

/** A transfer as Flutterwave's v3 transfer endpoints answer it (amount in major units). */
export type FlutterwaveTransfer = {
  id: number;
  account_number: string;
  bank_code: string;
  full_name: string;
  created_at: string;
  currency: string;
  debit_currency: string;
  amount: number;
  fee: number;
  status: 'NEW' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reference: string;
  meta: null;
  narration: string;
  complete_message: string;
  requires_approval: 0;
  is_approved: 1;
  bank_name: string;
};

/** How Flutterwave answers the next transfer it makes: with a 500, or only after `delayMs` (past a caller's timeout). */
export type UnansweredTransfer = { status: 500 } | { delayMs: number };

/** The `account_bank` values its Mobile Money Transfer page lists for each currency. */
const OPERATORS: Record<string, string[]> = {
  XOF: ['MOOV', 'MTN', 'ORANGE', 'WAVE', 'ORANGEMONEY'],
  XAF: ['MTN', 'ORANGEMONEY'],
  TZS: ['AIRTEL', 'HALOPESA', 'TIGO', 'VODACOM'],
  UGX: ['AIRTEL', 'MTN'],
  RWF: ['MPS', 'MTN'],
  GHS: ['AIRTELTIGO', 'MTN', 'VODAFONE', 'TELECEL'],
  KES: ['MPS'],
};
const WHOLE_ONLY = ['XOF', 'XAF', 'RWF', 'UGX'];

const ok = (message: string, data: unknown, meta?: unknown): FakeAnswer => ({
  status: 200,
  json: { status: 'success', message, ...(meta ? { meta } : {}), data },
});
const refused = (message: string): FakeAnswer => ({
  status: 400,
  json: { status: 'error', message, data: null },
});

/**
 * Flutterwave's transfers as the fake keeps them: made by `POST /v3/transfers` (queued: NEW), found by reference
 * (`GET /v3/transfers?reference=`) or id (`GET /v3/transfers/{id}`). A test can make the next transfers go unanswered
 * while they are still made (`unanswered`), and settle one as Flutterwave would (`settle`).
 */
export const flutterwaveTransfers = () => {
  const transfers = new Map<string, FlutterwaveTransfer>();
  const unanswered: UnansweredTransfer[] = [];

  const make = (request: Record<string, unknown>): FakeAnswer => {
    const currency = String(request.currency);
    const amount = request.amount;
    if (!OPERATORS[currency]?.includes(String(request.account_bank)))
      return refused('Invalid account bank');
    if (
      typeof amount !== 'number' ||
      amount <= 0 ||
      (WHOLE_ONLY.includes(currency) && !Number.isInteger(amount))
    )
      return refused('Invalid amount');
    const reference = String(request.reference);
    if (transfers.has(reference)) return refused('Duplicate reference');
    const made: FlutterwaveTransfer = {
      id: 560_000 + transfers.size + 1,
      account_number: String(request.account_number),
      bank_code: String(request.account_bank),
      full_name: String(request.beneficiary_name),
      created_at: new Date().toISOString(),
      currency,
      debit_currency: String(request.debit_currency ?? currency),
      amount,
      fee: 0,
      status: 'NEW',
      reference,
      meta: null,
      narration: String(request.narration ?? ''),
      complete_message: '',
      requires_approval: 0,
      is_approved: 1,
      bank_name: 'FA-BANK',
    };
    transfers.set(reference, made);
    const fault = unanswered.shift();
    const answer = ok('Transfer Queued Successfully', made);
    if (!fault) return answer;
    return 'delayMs' in fault
      ? { ...answer, delayMs: fault.delayMs }
      : { status: 500, json: { status: 'error', message: 'An error occurred', data: null } };
  };

  /** The answer to a transfer call, or undefined for another path. */
  const answer = ({ method, path, body }: ReceivedRequest): FakeAnswer | undefined => {
    const url = new URL(path, 'http://flutterwave.test');
    if (method === 'POST' && url.pathname === '/v3/transfers')
      return make(JSON.parse(body || '{}') as Record<string, unknown>);
    if (method === 'GET' && url.pathname === '/v3/transfers') {
      const reference = url.searchParams.get('reference');
      const found = [...transfers.values()].filter((t) => !reference || t.reference === reference);
      return ok('Transfers fetched', found, {
        page_info: { total: found.length, current_page: 1, total_pages: 1 },
      });
    }
    const byId = /^\/v3\/transfers\/(\d+)$/.exec(url.pathname);
    if (method !== 'GET' || !byId) return undefined;
    const found = [...transfers.values()].find((t) => t.id === Number(byId[1]));
    return found
      ? ok('Transfer fetched', found)
      : { status: 404, json: { status: 'error', message: 'No transfer found', data: null } };
  };

  return {
    transfers,
    unanswered,
    answer,
    /** The transfer ends as Flutterwave would end it (its look-ups then say so). */
    settle: (
      reference: string,
      status: 'SUCCESSFUL' | 'FAILED',
      message = 'Transaction was successful',
    ) => {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`The fake has no transfer ${reference}`);
      transfers.set(reference, { ...transfer, status, complete_message: message });
      return transfers.get(reference)!;
    },
  };
};
