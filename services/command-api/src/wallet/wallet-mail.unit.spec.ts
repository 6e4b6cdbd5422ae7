import { walletChangedMail } from './wallet-mail';

const owner = (language?: string) => ({ name: 'Thabo', email: 'thabo@example.org', language });
const wallet = {
  provider: 'tymebank' as const,
  country: 'South Africa',
  maskedAccount: '****6789',
  linkedAt: '2026-11-22T10:00:00.000Z',
};

describe('the mail of a changed payout account', () => {
  it("names the account's country as the owner's language does", () => {
    expect(walletChangedMail(owner('fr'), wallet).text).toContain('(Afrique du Sud)');
    expect(walletChangedMail(owner('sw'), wallet).text).toContain('(Afrika Kusini)');
    expect(walletChangedMail(owner(), wallet).text).toContain('(South Africa)');
  });
});
