import { say } from '@harambee/messages';
import { DONATION_LIMIT_MESSAGES, DONATION_MESSAGES } from '@harambee/rules';
import {
  checkCard,
  checkDonation,
  checkSimpleDonation,
  EMPTY_DONATION_FORM,
  type DonationFormInput,
} from './form-checks';

const amountRefusal = (amount: string) => {
  const checked = checkSimpleDonation({
    amount,
    donorName: 'Amina',
    anonymous: false,
    message: '',
  });
  return checked.ok ? undefined : checked.errors.amount;
};

describe('the donation form’s amount', () => {
  it('when the amount is under the minimum, then the refusal names the minimum', () => {
    expect(amountRefusal('0.50')).toEqual(DONATION_LIMIT_MESSAGES.minimum);
    expect(say('en', amountRefusal('0.50')!)).toBe('The minimum gift is $1.');
  });

  it('when the amount is over the maximum, then the refusal names the maximum', () => {
    expect(amountRefusal('1000000.01')).toEqual(DONATION_LIMIT_MESSAGES.maximum);
  });

  it('when a limit is told, then its dollars are written as the reader’s language writes them, grouped', () => {
    const dollars = (language: string, amount: number) =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(amount);
    const maximum = amountRefusal('1000000.01')!;
    expect(say('en', maximum)).toBe('The largest gift we can take at once is $1,000,000.');
    expect(say('fr', maximum)).toContain(dollars('fr', 1_000_000));
    expect(dollars('fr', 1_000_000)).toBe('1\u202f000\u202f000\u00a0$US');
    expect(say('sw', maximum)).toContain(dollars('sw', 1_000_000));
    expect(say('fr', amountRefusal('0.50')!)).toBe(`Le don minimum est de ${dollars('fr', 1)}.`);
  });

  it('when the amount is empty, zero or not a number, then the spec’s refusal shows', () => {
    for (const typed of ['', '0', 'ten'])
      expect(amountRefusal(typed)).toEqual({ key: DONATION_MESSAGES.amount });
  });
});

describe('the card form’s CVV', () => {
  it('when a Visa is given four digits, then the refusal asks for its three, in each language', () => {
    const checked = checkCard(
      { cardNumber: '4242 4242 4242 4242', expiry: '12/28', cvv: '1234', cardholderName: 'Amina' },
      new Date('2026-11-25T00:00:00Z'),
    );
    const cvv = checked.ok ? undefined : checked.errors.cvv;
    expect(say('en', cvv!)).toBe('Please enter the 3-digit CVV from the back of your Visa card.');
    expect(say('fr', cvv!)).toBe(
      'Veuillez saisir les 3 chiffres du code CVV au dos de votre carte Visa.',
    );
    expect(say('sw', cvv!)).toBe(
      'Tafadhali weka tarakimu 3 za CVV zilizo nyuma ya kadi yako ya Visa.',
    );
  });
});

describe('the donation form’s mobile money', () => {
  const form: DonationFormInput = {
    ...EMPTY_DONATION_FORM,
    amount: '500',
    donorName: 'Amina',
    paymentMethod: 'mobileMoney',
    country: 'KE',
    mobileProvider: 'mpesa',
    phone: '0712 345',
  };
  const refusal = (change: Partial<typeof form>) => {
    const checked = checkDonation({ ...form, ...change });
    return checked.ok ? undefined : checked.errors;
  };

  it('when a Kenyan number is short, then the phone is refused with Kenya’s shape, the country in the reader’s language', () => {
    const { phone } = refusal({})!;
    expect(say('en', phone!)).toBe(
      'A Kenya mobile number is +254 and 9 digits, or 0 and those 9 digits.',
    );
    expect(say('sw', phone!)).toBe(
      'Namba ya simu ya Kenya ni +254 na tarakimu 9, au 0 na tarakimu hizo 9.',
    );
  });

  it('when M-PESA is chosen in Ghana, then the network is refused naming both, Ghana in French for a French reader', () => {
    const { mobileProvider } = refusal({ country: 'GH', phone: '024 123 4567' })!;
    expect(say('en', mobileProvider!)).toBe('M-PESA is not offered in Ghana.');
    expect(say('fr', mobileProvider!)).toContain('(Ghana)');
  });
});

describe('the donation form’s other checks', () => {
  const form: DonationFormInput = {
    ...EMPTY_DONATION_FORM,
    amount: ' 25.50 ',
    donorName: ' Amina ',
    email: ' amina@example.com ',
    message: ' Pamoja ',
    country: 'KE',
  };

  it('when every field is right, then the gift goes on in dollars with its texts trimmed', () => {
    expect(checkDonation(form)).toEqual({
      ok: true,
      details: {
        ...form,
        amount: 25.5,
        donorName: 'Amina',
        email: 'amina@example.com',
        message: 'Pamoja',
      },
    });
  });

  it('when a named gift has no name, follows without an email and is dedicated to no one, then each field says so', () => {
    const checked = checkDonation({
      ...form,
      donorName: ' ',
      email: '',
      keepPosted: true,
      dedicate: true,
    });

    expect(checked).toEqual({
      ok: false,
      errors: {
        donorName: { key: DONATION_MESSAGES.name },
        email: { key: DONATION_MESSAGES.keepPostedEmail },
        dedicationName: { key: DONATION_MESSAGES.dedication },
      },
    });
  });

  it('when an email has no domain, then it is refused; when the gift is anonymous, then no name is asked', () => {
    const checked = checkDonation({ ...form, email: 'amina@', donorName: '', anonymous: true });

    expect(checked).toEqual({ ok: false, errors: { email: { key: DONATION_MESSAGES.email } } });
  });
});
