import { refusalIn } from '@harambee/platform/src/testing/refusal-in';
import { asOfQuery } from './as-of/as-of-query';
import { searchQuery } from './campaigns/search/search-query';
import { idParam } from './params';

describe("the query API's refusals in the caller's language, with their arguments", () => {
  it.each([
    [
      'fr',
      'more days left than a year',
      searchQuery,
      { maxDaysLeft: '400' },
      'Le nombre de jours restants doit être compris entre 0 et 365',
    ],
    [
      'sw',
      'more days left than a year',
      searchQuery,
      { maxDaysLeft: '400' },
      'Siku zilizobaki lazima ziwe kati ya 0 na 365',
    ],
    [
      'fr',
      'a goal bound above any goal',
      searchQuery,
      { minAmount: '60000' },
      'Les montants ne peuvent pas dépasser 50\u202f000\u00a0$US',
    ],
    [
      'sw',
      'a goal bound above any goal',
      searchQuery,
      { minAmount: '60000' },
      'Kiasi hakiwezi kuzidi US$\u00a050,000',
    ],
    ['sw', 'an unknown country', searchQuery, { country: 'Atlantis' }, 'Nchi haijulikani'],
    [
      'fr',
      'an as-of time without its zone',
      asOfQuery,
      { at: '2026-11-26T08:30' },
      'at doit être une date et une heure avec leur fuseau, comme 2026-11-26T08:30:00Z.',
    ],
    [
      'sw',
      'both a time and a position',
      asOfQuery,
      { at: '2026-11-26T08:30:00Z', position: '1' },
      'Toa at (tarehe na saa) au position (nafasi katika historia ya kampeni), si vyote viwili.',
    ],
    [
      'fr',
      'an id longer than any id (a check no schema worded names its field)',
      idParam,
      { id: 'x'.repeat(65) },
      'Valeur non valide pour id.',
    ],
  ] as const)(
    'when a %s caller asks for %s, then the refusal is in that language',
    (language, _case, schema, input, expected) => {
      expect(refusalIn(language, schema, input)).toBe(expected);
    },
  );
});
