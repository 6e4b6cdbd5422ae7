import { providerAlertMail } from '../disputes/dispute-alerts';
import { mismatchAlert } from '../payments/payment-alerts';
import { duplicateAlert, reversalAlert } from '../payouts/payout-alerts';
import { mailWords } from './mail-language';

const admin = 'admin@example.org';
const at = '2026-03-14T09:05:00.000Z';

describe("the admins' alert mails", () => {
  it('read in English exactly as they always did for an admin with no saved language', () => {
    const mismatch = mismatchAlert(
      admin,
      {
        paymentId: 'p-1',
        provider: 'stripe',
        providerReference: 'pi_42',
        expected: { campaignId: 'c-1', amountCents: 2_500 },
        received: { amountCents: 150_000, currency: 'usd' },
        detectedAt: at,
      },
      mailWords('en'),
    );
    expect(mismatch.subject).toBe('Payment alert: webhook does not match checkout p-1');
    expect(mismatch.text).toBe(
      "A stripe webhook for payment p-1 (provider reference pi_42) did not match its checkout, so no gift was recorded.\n\nExpected: $25.00 USD for campaign c-1.\n\nReceived: $1,500.00.\n\nDetected at 2026-03-14T09:05:00.000Z. Check the payment in the provider's dashboard before acting.\n\nHarambee",
    );

    const duplicate = duplicateAlert(
      admin,
      {
        withdrawalId: 'w-1',
        campaignId: 'c-1',
        provider: 'paystack',
        reference: 'TRF_2',
        paidReference: 'TRF_1',
        amountCents: 114_800,
        detectedAt: at,
      },
      mailWords('en'),
    );
    expect(duplicate.subject).toBe('Payout alert: withdrawal w-1 was paid twice');
    expect(duplicate.text).toBe(
      "A second paystack transfer for withdrawal w-1 went through: TRF_2, for $1,148.00.\n\nThe payout was already recorded as paid by transfer TRF_1, so $1,148.00 left our balance twice.\n\nDetected at 2026-03-14T09:05:00.000Z. Recover the second transfer from the creator, or reverse it in the provider's dashboard.\n\nHarambee",
    );

    const notice = providerAlertMail(
      admin,
      {
        provider: 'paystack',
        reason: 'unknownCharge',
        reference: 'dp_1',
        chargeReference: 'ch_1',
        paymentId: null,
        campaignId: null,
        amountCents: 1_500,
        currency: 'usd',
        detail: 'paystack names charge ch_1, for which no gift was recorded; nothing was booked',
        raisedAt: at,
      },
      mailWords('en'),
    );
    expect(notice.subject).toBe('Payment alert: paystack dp_1 was not booked');
    expect(notice.text).toBe(
      "paystack names charge ch_1, for which no gift was recorded; nothing was booked\n\nRaised at 2026-03-14T09:05:00.000Z. Check it in the provider's dashboard before acting.\n\nHarambee",
    );
  });

  // Issue 42, item 5: a payout the provider took back after its success was dropped, and nobody was told.
  it('tell the admins a paid transfer was taken back, that its money is held again, and what to do, in their language', () => {
    const reversal = {
      withdrawalId: 'w-1',
      campaignId: 'c-1',
      provider: 'paystack' as const,
      reference: 'TRF_1',
      amountCents: 114_800,
      reason: 'Recipient account closed',
      reversedAt: at,
    };
    const mail = reversalAlert(admin, reversal, mailWords('en'));
    expect(mail.subject).toBe('Payout alert: the transfer for withdrawal w-1 was reversed');
    expect(mail.text).toBe(
      "paystack took back transfer TRF_1 of withdrawal w-1 ($1,148.00) after it was paid: Recipient account closed. The money is held in the campaign's escrow again.\n\nReversed at 2026-03-14T09:05:00.000Z. Check the creator's payout account, then approve the withdrawal again to pay it.\n\nHarambee",
    );
    expect(reversalAlert(admin, reversal, mailWords('fr')).subject).toMatch(/a été repris$/);
  });

  it('say the amount a mismatched webhook carried as every mail writes money, in its own currency', () => {
    const received = {
      paymentId: 'p-1',
      provider: 'paystack' as const,
      providerReference: 'T_42',
      expected: { campaignId: 'c-1', amountCents: 2_500 },
      received: { amountCents: 323_000, currency: 'kes' },
      detectedAt: at,
    };
    expect(mismatchAlert(admin, received, mailWords('fr')).text).toContain(
      'Reçu\u00a0: 3\u202f230,00\u00a0KSh.',
    );
  });

  it("write moments as each language's readers do, and English as its alerts always read", () => {
    expect(mailWords('en').moment(at)).toBe(at);
    expect(mailWords('fr').moment(at)).toBe('14 mars 2026 à 09:05:00 UTC');
    expect(mailWords('sw').moment(at)).toBe('14 Machi 2026, 09:05:00 UTC');
  });
});
