import { frenchTypography, NARROW_NBSP as N, NBSP as S } from './french-typography';

describe('French typography', () => {
  it('puts a narrow no-break space before ; ! ? and a no-break space before :', () => {
    expect(frenchTypography('Montant : {amount}; merci! Vraiment ?')).toBe(
      `Montant${S}: {amount}${N}; merci${N}! Vraiment${N}?`,
    );
  });

  it('puts no-break spaces inside « » and writes one apostrophe', () => {
    expect(frenchTypography("Un don à « {title} » : c'est fait")).toBe(
      `Un don à «${S}{title}${S}»${S}: c’est fait`,
    );
  });

  it('groups thousands, keeps a number with its unit, leaves years, phones and RFCs', () => {
    expect(frenchTypography('5000 caractères, 10 000 $, 25 %, en 2019, RFC 9162, 0241234567')).toBe(
      `5${N}000 caractères, 10${N}000${S}$, 25${N}%, en 2019, RFC 9162, 0241234567`,
    );
    expect(frenchTypography('par exemple +221 77 123 45 67')).toBe('par exemple +221 77 123 45 67');
  });

  it('sets the words inside plurals, selects and tags, never the ICU syntax or addresses', () => {
    expect(
      frenchTypography(
        "{count, plural, one {# don : l'an} other {# dons}} <b>Bien!</b> https://harambee.africa/a?b=1 : ok",
      ),
    ).toBe(
      `{count, plural, one {# don${S}: l’an} other {# dons}} <b>Bien${N}!</b> https://harambee.africa/a?b=1${S}: ok`,
    );
    expect(frenchTypography('{time}, 10:30')).toBe('{time}, 10:30');
  });

  it('leaves a set message as it is', () => {
    const set = frenchTypography('Retrait demandé : {net} ; « {title} » !');
    expect(frenchTypography(set)).toBe(set);
  });
});
