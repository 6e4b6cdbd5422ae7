import { LANGUAGE_CODES } from '@harambee/messages';
import { type AppError, FormRefusal, InvalidInputError } from '@harambee/platform';
import { DONATION_LIMIT_MESSAGES } from '@harambee/rules';
import { refusalIn } from '../ussd/refusal';
import { plainPhoneText, wholeMoney } from '../ussd/ussd-screen';
import { receiptSms } from './sms-receipt-process-manager';
import { gsmSeptets, SMS_MOST_SEPTETS, smsText } from './sms-text';

const longTitle =
  'Solar cold storage for the fish traders of the Kisumu lakeside market, phase two';
const link =
  'https://harambee.example.org/sw/receipts/0f8fad5b-d9cb-469f-a165-70867728950e?k=Hn3fQ0Zp6b1Wm2Jq8sX4Lr7Tc9Vy5Ke0Ud3Ga6Ni1Ow';
const receipt = {
  receiptId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  receiptNumber: 'HB-2026-000123',
  donationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  paymentId: 'chk_x',
  campaignId: 'c1',
  campaignTitle: longTitle.repeat(3),
  amountCents: 100_000,
  charged: { currency: 'XOF' as const, amountMinor: 999_999_999 },
  paymentMethod: 'mobileMoney' as const,
  last4: null,
  donorName: 'Amina',
  anonymous: false,
  email: '',
  donatedAt: '2026-11-29T10:00:00.000Z',
  issuedAt: '2026-11-29T10:00:01.000Z',
};

describe('texts to phones', () => {
  it.each(LANGUAGE_CODES)(
    'in %s, every text is plain GSM and fits in two parts (≤ 306 septets), even for a long title, a large gift and the receipt’s link',
    (language) => {
      const refusal = (error: AppError) => plainPhoneText(refusalIn(language, error, 'sms'));
      const texts = [
        receiptSms(receipt, language, 1_234_567, link),
        receiptSms(receipt, language, null, link),
        smsText(language, 'sms.approve', {
          amount: wholeMoney(999_999_999, 'XOF', language),
          title: longTitle.repeat(3),
          wallet: 'Orange Money',
        }),
        smsText(language, 'sms.closed', { title: longTitle.repeat(5) }),
        ...(['sms.creatorGift', 'sms.creatorPayout'] as const).map((key) =>
          smsText(language, key, {
            amount: wholeMoney(999_999_999, 'XOF', language),
            title: longTitle.repeat(3),
          }),
        ),
        smsText(language, 'sms.unknownCode', { code: '4KQ7PX' }),
        ...(['sms.howToGive', 'sms.failed', 'sms.notHere', 'sms.erased'] as const).map((key) =>
          smsText(language, key),
        ),
        refusal(new InvalidInputError(DONATION_LIMIT_MESSAGES.minimum)),
        refusal(new InvalidInputError(DONATION_LIMIT_MESSAGES.maximum)),
        refusal(new FormRefusal({ key: 'donation.amountInvalid' })),
      ];
      for (const text of texts)
        expect({ text, fits: gsmSeptets(text) <= SMS_MOST_SEPTETS }).toEqual({ text, fits: true });
      expect(texts[0]).toContain(link);
      expect(texts[0]).toContain('...');
    },
  );

  it('when a character is outside GSM 7-bit, then the text is counted as not fitting; the extension’s count two', () => {
    expect(gsmSeptets('Reçu')).toBe(Number.POSITIVE_INFINITY);
    expect(gsmSeptets('€5 [x]')).toBe(9);
    expect(receiptSms(receipt, 'en', 12, link)).toMatch(
      /^Harambee: thank you! Receipt HB-2026-000123: F CFA 999,999,999 to Solar .+\.\.\.\. Public ledger entry #12: https:/,
    );
  });
});
