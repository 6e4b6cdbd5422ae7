import { reasonWithValues } from '@harambee/messages';
import { withdrawalMail, type WithdrawalStep } from '../withdrawals/withdrawal-mail';
import type { WithdrawalRequest } from '../withdrawals/withdrawal-state';
import { mailLanguage, mailWords } from './mail-language';

const request = {
  withdrawalId: 'w-1',
  campaignId: 'c-1',
  creatorId: 'u-1',
  grossCents: 124_000,
  platformFeeCents: 6_200,
  processingFeesCents: 3_000,
  netCents: 114_800,
  currency: 'usd',
  wallet: { provider: 'mpesa', country: 'Kenya', maskedAccount: '****5678' },
  accountNumber: '+254712345678',
  requestedAt: '2026-11-26T09:00:00.000Z',
} as WithdrawalRequest;
const creator = (language?: string) => ({ name: 'Amina', email: 'amina@example.org', language });
const mailAt = (step: WithdrawalStep, language?: string, reason?: string) =>
  withdrawalMail(creator(language), request, step, reason);

describe('the language of a mail', () => {
  it('is the first recorded choice the catalogue has, else English', () => {
    expect(mailLanguage('fr')).toBe('fr');
    expect(mailLanguage(undefined, 'sw')).toBe('sw');
    expect(mailLanguage('fr', 'sw')).toBe('fr');
    expect(mailLanguage('de', 'xx', null)).toBe('en');
    expect(mailLanguage()).toBe('en');
  });

  it("writes money as every page and the public ledger write it in the language, and days as each language's readers do", () => {
    expect(mailWords('en').usd(124_000)).toBe('$1,240.00');
    expect(mailWords('fr').usd(124_000)).toMatch(/^1\s240,00\s\$US$/);
    expect(mailWords('sw').usd(124_000)).toMatch(/^US\$\s1,240\.00$/);
    expect(mailWords('en').money({ amountMinor: 130_000, currency: 'KES' })).toBe(
      'KSh\u00a01,300.00',
    );
    expect(mailWords('en').usdNamed(2_500)).toBe('$25.00 USD');
    expect(mailWords('fr').usdNamed(2_500)).toBe('25,00\u00a0$US');
    expect(mailWords('fr').paid({ currency: 'KES', amountMinor: 130_000 }, 1_000)).toMatch(
      /^1\s300,00\sKSh \(10,00\s\$US\)$/,
    );
    expect(mailWords('en').day('2026-11-26T09:00:00.000Z')).toBe('2026-11-26');
    expect(mailWords('fr').day('2026-11-26T09:00:00.000Z')).toBe('26 novembre 2026');
    expect(mailWords('sw').day('2026-11-26T09:00:00.000Z')).toBe('26 Novemba 2026');
  });
});

describe("a creator's withdrawal mails", () => {
  it('read in English as they always did for a creator with no saved language', () => {
    const mail = mailAt('requested');
    expect(mail.subject).toBe('We received your withdrawal request');
    expect(mail.text).toBe(
      'Hello Amina,\n\nYour withdrawal of $1,148.00 was requested: $1,240.00 raised, less the $62.00 platform fee and $30.00 processing fees.\n\nOur team reviews it before the money is sent.\n\nHarambee',
    );
  });

  it('are in French for a creator who saved French, the amounts laid out by Intl', () => {
    const paid = mailAt('paid', 'fr');
    expect(paid.subject).toBe('Votre argent a été envoyé');
    expect(paid.text).toMatch(
      /^Bonjour Amina,\n\nNous avons envoyé 1\s148,00\s\$US sur votre compte M-PESA \*{4}5678\.\n\nHarambee$/,
    );
    expect(mailAt('failed', 'fr').text).toContain(': le transfert a échoué.');
  });

  it("say a payout's stored failure reason in the creator's language, and a provider's own words as it gave them", () => {
    expect(mailAt('failed', 'fr', 'payout.reason.reversedAtProvider').text).toContain(
      '\u00a0: Le prestataire a annulé ce virement.',
    );
    expect(mailAt('failed', 'sw', 'payout.reason.walletNotPaid').text).toContain(
      'Mtoa huduma wa malipo hatumi pesa kwenye mtandao wa pochi hii katika nchi yake',
    );
    expect(mailAt('failed', undefined, 'payout.reason.noAnswer').text).toContain(
      ': The provider did not answer.',
    );
    expect(
      mailAt('failed', 'fr', 'Flutterwave could not make the transfer (FAILED)').text,
    ).toContain('Flutterwave could not make the transfer (FAILED)');
    const withWords = reasonWithValues('payout.reason.providerSaid', {
      provider: 'Flutterwave',
      detail: 'Insufficient wallet balance',
    });
    expect(mailAt('failed', 'fr', withWords).text).toContain(
      '\u00a0: Flutterwave n’a pas pu effectuer le virement (Insufficient wallet balance).',
    );
    expect(mailAt('failed', 'sw', withWords).text).toContain(
      'Flutterwave hakuweza kufanya uhamisho (Insufficient wallet balance)',
    );
  });

  it('are in Swahili for a creator who saved Swahili, and an admin-written reason stays as written', () => {
    const rejected = mailAt('rejected', 'sw', 'Missing documents');
    expect(rejected.subject).toBe('Ombi lako la kutoa pesa halikukubaliwa');
    expect(rejected.text).toContain('halikukubaliwa: Missing documents');
    expect(rejected.html).toContain('<p>Jibu barua hii kama una maswali.</p>');
  });

  it("when requested for a wallet in another currency, name what would reach it at today's rate, in each language, beside the dollars", () => {
    // The estimate the wallet page shows before an approval fixes the rate.
    const estimate = { currency: 'KES' as const, amountMinor: 14_608_724 };
    const requestedIn = (language?: string) =>
      withdrawalMail(creator(language), request, 'requested', undefined, estimate).text;
    expect(requestedIn()).toContain(
      "At today's rate, about KSh\u00a0146,087.24 would reach your M-PESA account ****5678; the rate is fixed when our team approves the withdrawal.",
    );
    expect(requestedIn()).toContain('Your withdrawal of $1,148.00 was requested');
    expect(requestedIn('fr')).toMatch(
      /environ 146\s087,24\sKSh arriveraient sur votre compte M-PESA/,
    );
    expect(requestedIn('sw')).toMatch(
      /takriban KSh\s146,087\.24 zingefika kwenye akaunti ya M-PESA/,
    );
    // A dollar wallet's request names its dollars once, as before.
    const dollars = { currency: 'USD' as const, amountMinor: 114_800 };
    expect(withdrawalMail(creator(), request, 'requested', undefined, dollars).text).toBe(
      mailAt('requested').text,
    );
  });

  it("once approved, name what reaches the wallet in the wallet's currency, laid out by Intl in each language, never the net in dollars", () => {
    // $1,148.00 converted to shillings at the approval's rate, less the conversion fee.
    const payout = { currency: 'KES' as const, amountMinor: 14_608_724 };
    const paidIn = (language?: string) =>
      withdrawalMail(creator(language), request, 'paid', undefined, payout).text;
    expect(paidIn()).toMatch(/KSh\s146,087\.24 was sent to your M-PESA account \*{4}5678\./);
    expect(paidIn('fr')).toMatch(/Nous avons envoyé 146\s087,24\sKSh sur votre compte M-PESA/);
    expect(paidIn('sw')).toMatch(/Tumetuma KSh\s146,087\.24 kwenye/);
    for (const language of [undefined, 'fr', 'sw']) expect(paidIn(language)).not.toMatch(/1.?148/);
    expect(withdrawalMail(creator(), request, 'approved', undefined, payout).text).toMatch(
      /Your withdrawal of KSh\s146,087\.24 was approved/,
    );
    expect(withdrawalMail(creator(), request, 'failed', undefined, payout).text).toMatch(
      /We could not send KSh\s146,087\.24 to your M-PESA account/,
    );
  });
});
