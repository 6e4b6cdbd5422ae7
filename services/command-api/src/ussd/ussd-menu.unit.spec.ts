import { LANGUAGE_CODES, type Language, message } from '@harambee/messages';
import {
  chosenAmountMinor,
  type UssdFacts,
  USSD_SCREEN_LIMIT,
  plainPhoneText,
  ussdScreen,
  wholeMoney,
} from './ussd-screen';
import { readUssdText } from './ussd-session';

const longTitle =
  'Solar cold storage for the fish traders of Dunga beach, Kisumu, so the catch keeps';
const facts: UssdFacts = {
  phone: { currency: 'KES', wallet: 'M-PESA' },
  campaign: { title: 'Solar cold storage', raisedCents: 123_400, daysLeft: 5, open: true },
  price: { amountMinor: 50_000, totalMinor: 52_500 },
};
const screen = (text: string, language: Language = 'sw', given: UssdFacts = facts) =>
  ussdScreen(readUssdText(text, language), given);

describe('the USSD menu', () => {
  it('when a Kenyan phone dials, then it asks for the code in Swahili, with a way to change language', () => {
    expect(screen('')).toBe('CON Harambee: weka msimbo wa kampeni\n0. Lugha');
    expect(screen('0')).toBe('CON 1. English\n2. Français\n3. Kiswahili');
    expect(screen('0*1')).toBe('CON Harambee: enter the campaign code\n0. Language');
  });

  it('when a code is entered, then it shows the title, what was raised and the days left, and amounts in shillings', () => {
    expect(screen('4kq7px')).toBe(
      'CON Solar cold storage\nUS$ 1,234 zimechangwa, siku 5 zimebaki\n1. KSh 500\n2. KSh 1,000\n3. KSh 2,500\n4. Kiasi kingine',
    );
  });

  it('when a gift is chosen, named and confirmed, then it asks to approve it with the wallet PIN', () => {
    expect(screen('4KQ7PX*1')).toBe('CON Andika jina lako, au 1 kuchangia bila jina:');
    expect(screen('4KQ7PX*1*Amina', 'en')).toBe(
      'CON Give KSh 500 to Solar cold storage, fees included: KSh 525?\n1. Yes\n2. No',
    );
    expect(screen('4KQ7PX*1*1*1')).toBe('END Idhinisha kwa PIN yako ya M-PESA. Asante!');
    expect(screen('4KQ7PX*1*1*2', 'fr')).toBe("END Rien n'a été débité. Merci.");
  });

  it('when another amount is typed, then that amount in the phone money is the gift', () => {
    expect(screen('4KQ7PX*4')).toBe('CON Kiasi kwa KSh:');
    const session = readUssdText('0*2*4KQ7PX*4*750*1', 'sw');
    expect(session).toMatchObject({
      language: 'fr',
      code: '4KQ7PX',
      donorName: null,
      step: 'confirm',
    });
    expect(chosenAmountMinor(session, 'KES')).toBe(75_000);
    expect(chosenAmountMinor(readUssdText('4KQ7PX*2', 'sw'), 'XOF')).toBe(5_000);
  });

  it('when the code is unknown, the campaign closed, the amount refused or a choice wrong, then the menu ends saying so', () => {
    expect(screen('ZZZZZZ', 'en', { ...facts, campaign: null })).toBe(
      'END No open campaign has the code ZZZZZZ. Check it and dial again.',
    );
    expect(
      screen('4KQ7PX', 'en', { ...facts, campaign: { ...facts.campaign!, open: false } }),
    ).toBe('END Solar cold storage no longer takes gifts. Thank you.');
    expect(screen('4KQ7PX*4*1*1', 'en', { ...facts, refusal: 'Too small.' })).toBe(
      'END Too small.',
    );
    expect(screen('4KQ7PX*9', 'en')).toBe(
      'END Please choose one of the numbers shown, and dial again.',
    );
    expect(screen('', 'en', { phone: null })).toBe(
      'END Giving by phone is not open in your country yet.',
    );
  });

  it.each(LANGUAGE_CODES)(
    'in %s, every screen fits on a phone (≤ 182 characters), even for a long title and a large gift',
    (language) => {
      const long: UssdFacts = {
        phone: { currency: 'XOF', wallet: 'Orange Money' },
        campaign: {
          title: longTitle.repeat(2),
          raisedCents: 987_654_321,
          daysLeft: 19,
          open: true,
        },
        price: { amountMinor: 999_999_999, totalMinor: 999_999_999 },
      };
      const texts = ['', '0', '0*3', 'X', '4KQ7PX', '4KQ7PX*4', '4KQ7PX*1', '4KQ7PX*1*1'];
      const ends = ['4KQ7PX*1*1*1', '4KQ7PX*1*1*2', '4KQ7PX*7'];
      const screens = [
        ...[...texts, ...ends].map((text) => screen(text, language, long)),
        screen('4KQ7PX', language, { ...long, campaign: { ...long.campaign!, open: false } }),
        screen('4KQ7PX', language, { ...long, campaign: null }),
        screen('', language, { phone: null }),
        ...(
          ['ussd.minimum', 'ussd.maximum', 'ussd.refused', 'ussd.failed', 'ussd.tooMany'] as const
        ).map((key) =>
          screen('4KQ7PX*4*1*1', language, {
            ...long,
            refusal: message(language, key, { amount: '$1,000,000' }),
          }),
        ),
      ];
      for (const text of screens)
        expect({ text, fits: text.length <= USSD_SCREEN_LIMIT }).toEqual({ text, fits: true });
      expect(screen('4KQ7PX*1*1', language, long)).toContain('...');
    },
  );

  it('when money is shown, then it is whole units with the currency symbol, plain spaces a basic phone shows, as each language writes numbers', () => {
    expect(plainPhoneText(wholeMoney(52_500, 'KES', 'en'))).toBe('KSh 525');
    expect(plainPhoneText(wholeMoney(500_000, 'XOF', 'fr'))).toBe('500 000 F CFA');
  });
});
