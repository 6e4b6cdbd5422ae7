import {
  commandApiForTests,
  createApprovedCampaign,
  TEST_ADMIN,
} from '../testing/command-api-under-test';

const until = async <T>(look: () => Promise<T | undefined>, what: string): Promise<T> => {
  for (let tries = 0; tries < 200; tries++) {
    const found = await look();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('a payment that arrives after its campaign stopped taking gifts', () => {
  const api = commandApiForTests({ processManagers: true });

  it('when the donor approves after an admin closed the campaign, then no gift is recorded, the money is refunded and the donor told', async () => {
    const { campaignId } = await createApprovedCampaign(api);
    const gift = {
      campaignId,
      amount: 40,
      method: 'mobileMoney',
      country: 'GH',
      mobileProvider: 'mtn',
      phone: '024 123 4567',
      donorName: 'Kojo Asante',
      anonymous: false,
      message: '',
      email: 'kojo@example.org',
      isRecurring: false,
      recurringInterval: null,
      dedication: null,
    };
    const { paymentId } = (await api.call('/v1/payments/checkout', { method: 'POST', json: gift }))
      .body.data;
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}/close`, {
          method: 'PATCH',
          token: api.adminToken,
          json: { reason: 'Creator asked to stop' },
        })
      ).status,
    ).toBe(200);

    const approved = await fetch(`${api.origin}/sandbox/checkout/${paymentId}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ outcome: 'approve' }),
    });
    expect(approved.status).toBe(303);

    const refunded = await until(
      async () =>
        (await api.eventsOfType('PaymentRefunded')).find(
          (event) => event.data.paymentId === paymentId,
        ),
      'the refund',
    );
    expect(refunded.stream_id).toBe(`payment-${paymentId}`);
    expect(
      (await api.eventsOfType('PaymentRefundRequested')).find(
        (event) => event.data.paymentId === paymentId,
      )?.data,
    ).toMatchObject({
      campaignId,
      amountCents: 4000,
      provider: 'sandbox',
      providerReference: `sbx_${paymentId}`,
    });
    expect(
      (await api.eventsOfType('DonationRecorded')).filter(
        (event) => event.data.paymentId === paymentId,
      ),
    ).toHaveLength(0);
    expect(await api.call(`/v1/payments/${paymentId}`)).toMatchObject({
      status: 200,
      body: {
        data: {
          status: 'failed',
          reason:
            'The campaign stopped taking donations before the payment arrived: it has been refunded.',
        },
      },
    });
    const mail = await api.smtp.waitForMail('kojo@example.org');
    expect(mail.subject).toBe('Your Harambee payment has been refunded');
    expect(mail.text).toContain('$40.00');

    const count = await api.eventCount();
    const again = await fetch(`${api.origin}/sandbox/checkout/${paymentId}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ outcome: 'approve' }),
    });
    expect(again.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await api.eventCount()).toBe(count);
    expect(
      api.smtp.received.filter(
        (received) =>
          received.to.includes(TEST_ADMIN.email) && received.subject.startsWith('Refund failed'),
      ),
    ).toHaveLength(0);
  });

  it('when the campaign ends between the gift being read and appended, then the append clashes, no gift is recorded and the payment is refunded', async () => {
    const { campaignId } = await createApprovedCampaign(api);
    const { paymentId } = (
      await api.call('/v1/payments/checkout', {
        method: 'POST',
        json: {
          campaignId,
          amount: 25,
          method: 'card',
          donorName: 'Efua Ansah',
          anonymous: false,
          message: '',
          email: 'efua@example.org',
          isRecurring: false,
          recurringInterval: null,
          dedication: null,
        },
      })
    ).body.data;

    // The campaign ends after the gift's decision read it open, before the gift's append.
    const { store } = api.deps;
    let closed = false;
    api.deps.store = {
      ...store,
      append: async (writes, alongside) => {
        if (!closed && writes.some((write) => write.streamId === `donation-${paymentId}`)) {
          closed = true;
          const close = await api.call(`/v1/campaigns/${campaignId}/close`, {
            method: 'PATCH',
            token: api.adminToken,
            json: { reason: 'Ended while a gift was being recorded' },
          });
          expect(close.status).toBe(200);
        }
        return store.append(writes, alongside);
      },
    };
    try {
      const approved = await fetch(`${api.origin}/sandbox/checkout/${paymentId}`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ outcome: 'approve' }),
      });
      expect(approved.status).toBe(303);
    } finally {
      api.deps.store = store;
    }

    expect(closed).toBe(true);
    await until(
      async () =>
        (await api.eventsOfType('PaymentRefunded')).find(
          (event) => event.data.paymentId === paymentId,
        ),
      'the refund',
    );
    expect(
      (await api.eventsOfType('DonationRecorded')).filter(
        (event) => event.data.paymentId === paymentId,
      ),
    ).toHaveLength(0);
    const [ended] = (await api.eventsOfType('CampaignEnded')).filter(
      (event) => event.data.campaignId === campaignId,
    );
    expect(ended!.data).toMatchObject({ raisedCents: 0, outcome: 'failed' });
  });
});
