import { type FakeRoute, startFakeProviderServer } from '../../payments/testing/fake-provider-server';

/** Paystack's documented answers to creating a transfer recipient and initiating a transfer (queued: pending). */
export const paystackTransfersRoute: FakeRoute = ({ method, path, body, headers }) => {
    if (headers.authorization !== 'Bearer sk_test_paystack') {
      return { status: 401, json: { status: false, message: 'Invalid key' } };
    }
    const request = JSON.parse(body) as Record<string, unknown>;
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
      return {
        status: 200,
        json: {
          status: true,
          message: 'Transfer has been queued',
          data: {
            amount: request.amount,
            currency: request.currency,
            reference: request.reference,
            source: 'balance',
            reason: request.reason,
            status: 'pending',
            transfer_code: 'TRF_1ptvuv321ahaa7q',
          },
        },
      };
    }
    return undefined;
};

export const startPaystackTransfersFake = () => startFakeProviderServer(paystackTransfersRoute);
