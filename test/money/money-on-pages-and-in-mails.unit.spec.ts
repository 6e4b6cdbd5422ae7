import { majorWithSymbol } from '@harambee/rules';
import { entryAmount } from '../../apps/web/src/lib/ledger-entry';
import { mailWords } from '../../services/command-api/src/mail/mail-language';

const paid = { amountMinor: 323_375, currency: 'KES' } as const;

describe('money on a page, in a mail and on the public ledger', () => {
  it.each(['en', 'fr', 'sw'] as const)(
    'when a %s reader sees the shillings they paid on a page, in a mail and on the ledger, then all three spell them the same, with KSh',
    (language) => {
      const onThePage = majorWithSymbol(3233.75, 'KES', 2, language);
      expect(onThePage).toBe(mailWords(language).money(paid));
      expect(onThePage).toBe(entryAmount({ amount: 323_375, currency: 'KES' }, language));
      expect(mailWords(language).paid(paid, 2500)).toContain(onThePage);
      expect(onThePage).toContain('KSh');
      expect(onThePage).not.toMatch(/Ksh|KES/);
    },
  );

  it.each(['en', 'fr', 'sw'] as const)(
    'when a %s reader sees US dollars on a page, in a mail and on the ledger, then all three spell them the same',
    (language) => {
      const onThePage = majorWithSymbol(1240, 'USD', 2, language);
      expect(mailWords(language).usd(124_000)).toBe(onThePage);
      expect(entryAmount({ amount: 124_000, currency: 'USD' }, language)).toBe(onThePage);
      expect(mailWords(language).paid(undefined, 124_000)).toBe(onThePage);
    },
  );

  it('when a page is read in English, then the shillings carry the same sign as the other languages’ pages and mails', () => {
    expect(majorWithSymbol(3233.75, 'KES', 2, 'en')).toBe('KSh\u00a03,233.75');
    expect(mailWords('en').money(paid)).toBe('KSh\u00a03,233.75');
  });
});
