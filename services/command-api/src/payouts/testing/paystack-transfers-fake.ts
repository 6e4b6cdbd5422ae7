import {
  type FakeRoute,
  startFakeProviderServer,
} from '../../payments/testing/fake-provider-server';
import { between, paystackPage, type Transfer } from '../../payments/testing/paystack-book';

/**
 * Paystack's documented answers to creating a transfer recipient, initiating a transfer (queued: pending), verifying
 * one by reference and listing them; like Paystack it remembers each reference and refuses a second transfer with it.
 */
export const paystackTransfersRoute =
  (transfers = new Map<string, Transfer>()): FakeRoute =>
  ({ method, path, body, headers }) => {
    if (headers.authorization !== 'Bearer sk_test_paystack') {
      return { status: 401, json: { status: false, message: 'Invalid key' } };
    }
    const url = new URL(path, 'http://paystack.test');
    if (method === 'GET' && url.pathname === '/transfer') {
      const all = between([...transfers.values()], url.searchParams, (t) => t.createdAt!);
      return { status: 200, json: paystackPage(all, url.searchParams, 'Transfers retrieved') };
    }
    const verify = /^\/transfer\/verify\/(.+)$/.exec(path);
    if (method === 'GET' && verify) {
      const transfer = transfers.get(decodeURIComponent(verify[1]!));
      return transfer
        ? { status: 200, json: { status: true, message: 'Transfer retrieved', data: transfer } }
        : { status: 404, json: { status: false, message: 'Transfer not found' } };
    }
    const request = JSON.parse(body || '{}') as Record<string, unknown>;
    if (method === 'POST' && path === '/transferrecipient') {
      return {
        status: 201,
        json: {
          status: true,
          message: 'Transfer recipient created successfully',
          data: {
            active: true,
            currency: request.currency,
            name: request.name,
            recipient_code: `RCP_${String(request.account_number).slice(-4)}`,
            type: request.type,
            details: { account_number: request.account_number, bank_code: request.bank_code },
          },
        },
      };
    }
    if (method === 'POST' && path === '/transfer') {
      if (transfers.has(String(request.reference))) {
        return { status: 400, json: { status: false, message: 'Duplicate Transaction Reference' } };
      }
      const transfer = {
        amount: request.amount,
        currency: request.currency,
        reference: String(request.reference),
        source: 'balance',
        reason: request.reason,
        status: 'pending',
        transfer_code: 'TRF_1ptvuv321ahaa7q',
        createdAt: new Date().toISOString(),
      };
      transfers.set(String(request.reference), transfer);
      return {
        status: 200,
        json: { status: true, message: 'Transfer has been queued', data: transfer },
      };
    }
    return undefined;
  };

export const startPaystackTransfersFake = () => startFakeProviderServer(paystackTransfersRoute());
