import { formatMoney } from '../../apps/web/src/lib/money';
import { mailWords } from '../../services/command-api/src/mail/mail-language';

const paid = { amountMinor: 323_375, currency: 'KES' } as const;

describe('Kenyan shillings on a page and in a mail', () => {
  it.each(['fr', 'sw'] as const)(
    'when a %s reader sees the shillings they paid on a page and in a mail, then both spell them the same, with KSh',
    (language) => {
      const onThePage = formatMoney(3233.75, 'KES', 2, language);
      expect(onThePage).toBe(mailWords(language).money(paid));
      expect(mailWords(language).paid(paid, 2500)).toContain(onThePage);
      expect(onThePage).toContain('KSh');
      expect(onThePage).not.toMatch(/Ksh|KES/);
    },
  );

  it('when a page is read in English, then the shillings carry the same sign as the other languages’ pages and mails', () => {
    expect(formatMoney(3233.75, 'KES', 2, 'en')).toBe('KSh\u00a03,233.75');
  });
});
