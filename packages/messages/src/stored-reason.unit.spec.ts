import { reasonWithValues } from './reason-words';
import { isReason, reasonIn } from './stored-reason';

describe('a reason stored in an event', () => {
  it('when it is a catalogue key, then each reader reads it in their language', () => {
    expect(reasonIn('en', 'refund.reason.failedAtProvider')).toBe(
      'The provider could not complete the refund',
    );
    expect(reasonIn('fr', 'refund.reason.failedAtProvider')).toBe(
      'Le prestataire n’a pas pu effectuer le remboursement',
    );
  });

  it('when it is English from an older event or an admin’s own words, then it stays as written', () => {
    expect(reasonIn('sw', 'The campaign was removed')).toBe('The campaign was removed');
    expect(reasonIn('fr', 'Fraude signalée par la banque')).toBe('Fraude signalée par la banque');
  });

  it('when an older event holds the English of a key, then it is still that reason', () => {
    expect(isReason('refund.reason.mismatch', 'refund.reason.mismatch')).toBe(true);
    expect(
      isReason('The payment did not match the gift it was started for', 'refund.reason.mismatch'),
    ).toBe(true);
    expect(isReason('The campaign was removed', 'refund.reason.mismatch')).toBe(false);
  });

  it('when it is a key stored with arguments, then each reader reads it in their language with the arguments in place', () => {
    const reason = reasonWithValues('payout.reason.providerSaid', {
      provider: 'Flutterwave',
      detail: 'Insufficient wallet balance',
    });
    expect(reasonIn('sw', reason)).toBe(
      'Flutterwave hakuweza kufanya uhamisho (Insufficient wallet balance)',
    );
    expect(reasonIn('en', reason)).toBe(
      'Flutterwave could not make the transfer (Insufficient wallet balance)',
    );
  });

  it('when free text only looks like stored words, then it stays as written', () => {
    expect(reasonIn('fr', '{"key":"no.such.key","values":{}}')).toBe(
      '{"key":"no.such.key","values":{}}',
    );
    expect(reasonIn('fr', '{ not json')).toBe('{ not json');
  });
});
