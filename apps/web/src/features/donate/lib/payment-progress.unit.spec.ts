import {
  askAgain,
  isPaymentId,
  paidInOwnMoney,
  progressOf,
  refreshWithoutScripts,
  REFRESH_WITHOUT_SCRIPTS_SECONDS,
  STOP_WAITING_AFTER_MS,
  waitedMsOf,
  type HostedPayment,
} from './payment-progress';

const paymentId = 'chk_0b6f3a52-8f3e-4d5c-9a43-1f2e3d4c5b6a';
const pending: HostedPayment = { paymentId, status: 'pending' };
const paid: HostedPayment = { paymentId, status: 'succeeded', donation: { amount: 25 } };
const receipted: HostedPayment = {
  ...paid,
  receipt: { receiptId: 'r1', receiptNumber: 'HB-2026-000123', url: '/receipts/r1?k=s' },
};
const failed: HostedPayment = { paymentId, status: 'failed' };

describe('a hosted payment the donor waits for', () => {
  it('given no answer yet or a pending payment, when we have not stopped waiting, then the donor waits and we ask again', () => {
    [undefined, pending].forEach((payment) => {
      expect(progressOf(payment, false)).toBe('waiting');
      expect(askAgain(payment, false)).toBe(true);
    });
  });

  it('given a pending payment, when we stop waiting, then the donor is told it may still arrive and we stop asking', () => {
    expect(progressOf(pending, true)).toBe('stillWaiting');
    expect(askAgain(pending, true)).toBe(false);
  });

  it('given a paid payment without its receipt, then the donor is thanked and we ask again for the receipt', () => {
    expect(progressOf(paid, false)).toBe('thanked');
    expect(askAgain(paid, false)).toBe(true);
    expect(progressOf(paid, true)).toBe('thanked');
    expect(askAgain(paid, true)).toBe(false);
  });

  it('given a receipt or a failure, then we stop asking', () => {
    expect(askAgain(receipted, false)).toBe(false);
    expect(progressOf(failed, false)).toBe('failed');
    expect(askAgain(failed, false)).toBe(false);
  });

  it("when the address carries a payment id, then only the command API's shape is accepted", () => {
    expect(isPaymentId(paymentId)).toBe(true);
    [null, '', 'chk_1', `${paymentId}x`, 'pay_0b6f3a52-8f3e-4d5c-9a43-1f2e3d4c5b6a'].forEach(
      (value) => expect(isPaymentId(value)).toBe(false),
    );
  });
});

describe('the thank-you page without scripts', () => {
  it('when it reloads itself, then it asks for the same payment and counts the seconds waited so far', () => {
    expect(refreshWithoutScripts(paymentId, 0)).toBe(
      `${REFRESH_WITHOUT_SCRIPTS_SECONDS};url=?paymentId=${paymentId}&waited=${REFRESH_WITHOUT_SCRIPTS_SECONDS}`,
    );
    expect(refreshWithoutScripts(paymentId, 9000)).toMatch(/&waited=12$/);
    expect(waitedMsOf('12')).toBe(12_000);
  });

  it('when the address says nothing sensible of the wait, then nothing was waited yet; a huge number is cut to a day', () => {
    [null, '', 'abc', '-3', '1.5'].forEach((waited) => expect(waitedMsOf(waited)).toBe(0));
    expect(waitedMsOf('99999999')).toBe(86_400_000);
  });

  it('when it has reloaded itself for the whole wait, then it stops waiting, as the page with scripts does', () => {
    const waited = waitedMsOf(String(STOP_WAITING_AFTER_MS / 1000));
    expect(waited >= STOP_WAITING_AFTER_MS).toBe(true);
    expect(askAgain(pending, waited >= STOP_WAITING_AFTER_MS)).toBe(false);
  });
});

describe('what the thank-you page names first', () => {
  const francs = { amount: 5000, currency: 'XOF' };
  it('when francs were paid, then they are named before the counted dollars: from the form, then from the receipt', () => {
    expect(paidInOwnMoney(pending, { ...francs })).toEqual(francs);
    const issued = { ...receipted, receipt: { ...receipted.receipt!, paid: francs } };
    expect(paidInOwnMoney(issued, { amount: 1, currency: 'XOF' })).toEqual(francs);
  });

  it('when dollars were paid, then the counted dollars are the gift', () => {
    expect(paidInOwnMoney(paid, { amount: 25 })).toBeUndefined();
    expect(paidInOwnMoney(paid, { amount: 25, currency: 'USD' })).toBeUndefined();
    expect(paidInOwnMoney(receipted, undefined)).toBeUndefined();
    const covered = {
      ...receipted,
      receipt: { ...receipted.receipt!, paid: { amount: 26.5, currency: 'USD' } },
    };
    expect(paidInOwnMoney(covered, { amount: 26.5 })).toBeUndefined();
  });
});
