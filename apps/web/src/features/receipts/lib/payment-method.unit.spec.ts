import { paymentMethodLabel } from './payment-method';

describe('the payment method on a receipt', () => {
  it('when a card paid, then it is a card, with its last four digits when known', () => {
    expect(paymentMethodLabel('card', '4242')).toBe('Card ending in 4242');
    expect(paymentMethodLabel('creditCard', null)).toBe('Card');
  });

  it('when mobile money or another way paid, then it is named in words', () => {
    expect(paymentMethodLabel('mobileMoney', null)).toBe('Mobile money');
    expect(paymentMethodLabel('bitcoin', null)).toBe('Cryptocurrency');
    expect(paymentMethodLabel('somethingNew', null)).toBe('Other');
  });
});
