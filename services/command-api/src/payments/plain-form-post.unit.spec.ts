import { checkoutForm } from './checkout-schemas';
import { checkoutFromPlainForm } from './plain-form-post';

const campaignId = '3f1c2b7e-8a4d-4c6e-9b1a-2d3e4f5a6b7c';

describe('the donate form posted without scripts', () => {
  it('when a card gift is posted, then ticked boxes read as true and it parses as the checkout call', () => {
    const body = checkoutFromPlainForm({
      amount: '15',
      campaignId,
      donorName: 'Moraa Kerubo',
      email: '',
      message: '',
      keepPosted: 'on',
      coverFees: 'on',
      paymentMethod: 'creditCard',
      country: '',
    });
    expect(body).toMatchObject({
      method: 'card',
      keepPosted: true,
      coverFees: true,
      anonymous: false,
      email: null,
    });
    expect(body).not.toHaveProperty('country');
    expect(checkoutForm.parse(body)).toMatchObject({ amount: '15', method: 'card' });
  });

  it('when mobile money is posted, then its country, wallet and phone go along', () => {
    const body = checkoutFromPlainForm({
      amount: '5',
      campaignId,
      anonymous: 'on',
      paymentMethod: 'mobileMoney',
      country: 'KE',
      mobileProvider: 'mpesa',
      phone: '0712 345 678',
    });
    expect(checkoutForm.parse(body)).toMatchObject({
      method: 'mobileMoney',
      anonymous: true,
      phone: '+254712345678',
    });
  });

  it('when crypto is posted, then it asks for a crypto invoice, never a card charge', () => {
    const body = checkoutFromPlainForm({
      amount: '20',
      currency: 'USD',
      campaignId,
      donorName: 'Moraa Kerubo',
      paymentMethod: 'bitcoin',
    });
    expect(checkoutForm.parse(body)).toMatchObject({ amount: '20', method: 'crypto' });
  });
});
