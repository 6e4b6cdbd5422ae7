import { refusalIn } from '@harambee/platform/src/testing/refusal-in';
import { campaignUpdateForm } from '../campaigns/campaign-schemas';
import { cardPaymentForm } from '../donations/donation-schemas';
import { checkoutForm } from '../payments/checkout-schemas';
import { donor } from '../payments/testing/donor';
import { walletForm } from '../wallet/wallet-schemas';
import { rejectWithdrawalForm } from '../withdrawals/withdrawal-routes';

const campaignId = '6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b';
const gift = { campaignId, amount: 25, ...donor, donorName: 'Wanjiru' };
const shortKenyanNumber = { country: 'KE', mobileProvider: 'mpesa', phone: '071234' };
const amexWithThreeDigits = {
  campaignId,
  amount: 25,
  cardNumber: '3782 822463 10005',
  expiry: '12/30',
  cvv: '123',
  cardholderName: 'Grace Otieno',
};
const mpesaInGhana = {
  country: 'Ghana',
  provider: 'mpesa',
  accountNumber: '0241234567',
  password: 'x',
};

describe("the command API's form refusals in the caller's language, with their arguments", () => {
  it.each([
    [
      'fr',
      'a Kenyan number too short for M-PESA',
      checkoutForm,
      { ...gift, method: 'mobileMoney', ...shortKenyanNumber },
      'Au pays choisi (Kenya), un numéro mobile s’écrit +254 suivi de 9 chiffres, ou 0 suivi de ces 9 chiffres.',
    ],
    [
      'sw',
      'a Kenyan number too short for M-PESA',
      checkoutForm,
      { ...gift, method: 'mobileMoney', ...shortKenyanNumber },
      'Namba ya simu ya Kenya ni +254 na tarakimu 9, au 0 na tarakimu hizo 9.',
    ],
    [
      'fr',
      'a currency not taken',
      checkoutForm,
      { ...gift, method: 'card', currency: 'EURO' },
      'Veuillez choisir une devise que nous acceptons\u00a0: USD, KES, GHS, ZAR, NGN, GMD, XOF, XAF, TZS, UGX, RWF.',
    ],
    [
      'sw',
      'a three-digit CVV on an American Express card',
      cardPaymentForm(() => new Date('2026-11-29T10:00:00Z')),
      amexWithThreeDigits,
      'Tafadhali weka tarakimu 4 za CVV zilizo mbele ya kadi yako ya American Express.',
    ],
    [
      'fr',
      'a three-digit CVV on an American Express card',
      cardPaymentForm(() => new Date('2026-11-29T10:00:00Z')),
      amexWithThreeDigits,
      'Veuillez saisir les 4 chiffres du code CVV au recto de votre carte American Express.',
    ],
    [
      'sw',
      'an M-PESA payout account in Ghana',
      walletForm,
      mpesaInGhana,
      'M-PESA haipatikani nchini Ghana.',
    ],
    [
      'fr',
      'a rejection reason over 500 characters',
      rejectWithdrawalForm,
      { reason: 'x'.repeat(501) },
      'Le motif doit comporter 500 caractères au plus',
    ],
    [
      'sw',
      'an update too long',
      campaignUpdateForm,
      { title: 'Habari', content: 'x'.repeat(50_001) },
      'Maudhui ni marefu mno',
    ],
  ] as const)(
    'when a %s caller sends %s, then the refusal is in that language',
    (language, _case, schema, input, expected) => {
      expect(refusalIn(language, schema, input)).toBe(expected);
    },
  );

  it('when a field holds what no schema worded, then the refusal names the field in the caller’s language', () => {
    expect(refusalIn('fr', checkoutForm, { ...gift, method: 'card', anonymous: 'yes' })).toBe(
      'Valeur non valide pour anonymous.',
    );
  });
});
