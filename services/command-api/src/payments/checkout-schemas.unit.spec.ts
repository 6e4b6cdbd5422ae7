import { say } from '@harambee/messages';
import { wordsOf } from '@harambee/platform';
import { DONATION_MESSAGES } from '@harambee/rules';
import { CHECKOUT_MESSAGES, checkoutForm } from './checkout-schemas';
import { donor } from './testing/donor';

const campaignId = '6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b';
const gift = {
  campaignId,
  amount: 25,
  ...donor,
  donorName: 'Wanjiru',
};
const problem = (input: unknown) => {
  const parsed = checkoutForm.safeParse(input);
  return parsed.success
    ? undefined
    : parsed.error.issues.map((issue) => [issue.path.join('.'), say('en', wordsOf(issue))]);
};

describe('checkout form', () => {
  it('when a card gift is sent, then it is accepted without phone details', () => {
    expect(checkoutForm.parse({ ...gift, method: 'card', phone: '0712345678' })).toEqual({
      ...gift,
      currency: 'USD',
      keepPosted: false,
      coverFees: false,
      method: 'card',
    });
  });

  it('when an M-PESA gift is sent, then the phone comes out in E.164 form', () => {
    expect(
      checkoutForm.parse({
        ...gift,
        method: 'mobileMoney',
        country: 'KE',
        mobileProvider: 'mpesa',
        phone: '0712 345 678',
      }),
    ).toEqual({
      ...gift,
      currency: 'USD',
      keepPosted: false,
      coverFees: false,
      method: 'mobileMoney',
      country: 'KE',
      mobileProvider: 'mpesa',
      phone: '+254712345678',
    });
  });

  it.each([
    [{ method: 'paypal' }, 'method', say('en', { key: CHECKOUT_MESSAGES.method })],
    [{ method: undefined }, 'method', say('en', { key: CHECKOUT_MESSAGES.method })],
    [{ method: 'card', donorName: '' }, 'donorName', say('en', { key: DONATION_MESSAGES.name })],
    [{ method: 'card', cardNumber: '4242424242424242' }, '', 'Unknown field: cardNumber'],
    [
      { method: 'card', coverFees: 2.5 },
      'coverFees',
      say('en', { key: CHECKOUT_MESSAGES.coverFees }),
    ],
    [{ method: 'card', feeCoverMinor: 1 }, '', 'Unknown field: feeCoverMinor'],
    [
      { method: 'mobileMoney', country: 'NG', mobileProvider: 'mtn', phone: '08031234567' },
      'country',
      'Please choose the country of your mobile-money account.',
    ],
    [
      { method: 'mobileMoney', country: 'KE', phone: '0712345678' },
      'mobileProvider',
      'Please choose your mobile-money provider.',
    ],
    [
      { method: 'mobileMoney', country: 'GH', mobileProvider: 'mpesa', phone: '0241234567' },
      'mobileProvider',
      'M-PESA is not offered in Ghana.',
    ],
    [
      { method: 'mobileMoney', country: 'KE', mobileProvider: 'mpesa', phone: '071234' },
      'phone',
      'A Kenya mobile number is +254 and 9 digits, or 0 and those 9 digits.',
    ],
    [
      { method: 'mobileMoney', country: 'GH', mobileProvider: 'mtn' },
      'phone',
      'Please enter your mobile-money phone number.',
    ],
  ])('when %j is sent, then %s says %j', (change, path, message) => {
    expect(problem({ ...gift, ...change })).toEqual([[path, message]]);
  });

  it('when the donor is anonymous, then no name is needed', () => {
    expect(
      checkoutForm.parse({ ...gift, method: 'card', donorName: '', anonymous: true }),
    ).toMatchObject({ anonymous: true });
  });
});
